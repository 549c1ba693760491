// PATCH /api/tenant/{id}/color-template (spec admin §4 Color template, §7). Kept apart from
// themes.ts, which the store front imports and which must stay free of zod.
import { z } from 'zod';
import { colorThemeIds } from './themes.ts';

export const colorTemplateInputSchema = z.object({
  colorTemplate: z.enum(colorThemeIds, { error: 'Please choose one of the colour templates' }),
});
export const colorTemplateResultSchema = z.object({ id: z.number().int(), colorTemplate: z.string() });
