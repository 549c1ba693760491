// Reads a multipart form of text fields and at most one image file (spec admin §7: field `image`).
// The file is held in memory: at most IMAGE_MAX_BYTES, enforced while streaming, so a bigger
// upload is cut off with 413 'Image must be less than 5MB' before it is read in full.
import { IMAGE_MAX_BYTES, imageMessages } from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import { controlCharacterMessage } from './input-guard.ts';

export const multipartLimits = {
  fileSize: IMAGE_MAX_BYTES,
  files: 1,
  fields: 30,
  fieldSize: 100_000,
  parts: 40,
} as const;

export type MultipartForm = { fields: Record<string, string>; file?: Buffer };

const limitMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: imageMessages.tooLarge,
  FST_FILES_LIMIT: 'Send one image at a time',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
};

export async function readMultipartForm(
  request: FastifyRequest,
  fileField = 'image',
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeError('Send the form as multipart/form-data');
  }
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) form.file = bytes;
      } else if (typeof part.value === 'string') {
        const refused = controlCharacterMessage(part.fieldname, part.value);
        if (refused) throw new BadRequestError(refused);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const code = (error as { code?: string }).code ?? '';
    const message = limitMessages[code];
    if (message) throw new PayloadTooLargeError(message);
    if (code === 'FST_PROTO_VIOLATION')
      throw new BadRequestError('The form has a field name that is not allowed');
    // Anything else here is a malformed body (cut off, bad boundary): the sender's fault, not ours.
    throw new BadRequestError('The form could not be read');
  }
  return form;
}
