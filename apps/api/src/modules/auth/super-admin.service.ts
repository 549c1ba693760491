// The first super admin, created at start-up when the platform has none (DESIGN §7).
import type { Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { hashPassword } from './password.service.ts';
import { countSuperAdmins, findUserByUsername, insertUser } from './users.queries.ts';

export type SuperAdminBootstrap =
  | { created: false }
  | { created: true; username: string; generatedPassword?: string };

export async function ensureSuperAdmin(
  ctx: Pick<Ctx, 'db'>,
  options: { username: string; password?: string },
): Promise<SuperAdminBootstrap> {
  const { db } = ctx;
  if ((await countSuperAdmins(db)) > 0) return { created: false };
  if (await findUserByUsername(db, options.username)) {
    throw new Error(
      `ADMIN_USERNAME "${options.username}" already belongs to a user who is not a super admin; choose another name`,
    );
  }
  const generatedPassword = options.password ? undefined : randomText(12, 'base64url');
  await insertUser(db, {
    username: options.username,
    password: await hashPassword(options.password ?? generatedPassword!),
    isAdmin: true,
  });
  return { created: true, username: options.username, generatedPassword };
}
