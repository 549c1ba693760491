// A multipart POST that reports how much of the body has gone (fetch cannot report upload progress
// in every browser yet, XMLHttpRequest can). Same rules as api-client: cookies sent, JSON answer,
// a non-OK answer becomes the same ApiError, "{status}: {message}".
import { ApiError, toApiError } from './api-client.ts';

export type UploadOptions = {
  /** 0 to 1 as the body is sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export function uploadWithProgress<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          options.onProgress?.(1);
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError(xhr.status, 'The server’s answer could not be read'));
        }
        return;
      }
      const response = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      void toApiError(response).then(reject, reject);
    };
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) return xhr.abort();
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
