// Password reset by e-mailed link, and a signed-in user changing their password.
// The password rules are those of set-password (orders.ts): one minimum, one maximum, everywhere.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, setPasswordInputSchema } from './orders.ts';

const shortPasswordMessage = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
const newPassword = z
  .string({ error: shortPasswordMessage })
  .min(MIN_PASSWORD_LENGTH, shortPasswordMessage)
  .max(1024, 'Password is too long');

/** POST /api/password-reset. `tenantSlug`: the store the person asked from, for the e-mail's branding. */
export const passwordResetRequestSchema = z.object({
  usernameOrEmail: z
    .string({ error: 'Enter your username or e-mail address' })
    .trim()
    .min(1, 'Enter your username or e-mail address')
    .max(255, 'That is too long for a username or e-mail address'),
  tenantSlug: z.string().trim().max(100).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The one answer to every reset request, whether or not an account matched (no enumeration). */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account matches, we have e-mailed it a link to reset the password. The link works once and expires in 1 hour.';
export const passwordResetRequestedSchema = z.object({ message: z.string() });
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

/** POST /api/password-reset/confirm: the e-mailed token and the new password, as set-password. */
export const passwordResetConfirmSchema = setPasswordInputSchema;
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/account/change-password. */
export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(1024, 'Password is too long'),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The change-password form: every problem at once, each under its own field. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().max(1024, 'Password is too long'),
    newPassword: z.string().max(1024, 'Password is too long'),
    confirm: z.string(),
  })
  .superRefine(({ currentPassword, newPassword, confirm }, ctx) => {
    if (currentPassword.length === 0)
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Enter your current password' });
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: shortPasswordMessage });
    if (confirm !== newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
