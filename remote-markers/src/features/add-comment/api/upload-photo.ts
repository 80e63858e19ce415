/**
 * Photos of a new comment: the picker's rules, POST /api/file-storage/upload
 * (multipart, one field `file`), DELETE /api/file-storage/delete ({ fileName }), and the hook
 * the dialog uses to keep the picked photos.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  LIMITS,
  TEXTS,
  api,
  apiErrorText,
  call,
  routePath,
  type CallResult,
  isPhotoSizeAllowed,
  toApiError,
  photoThumbnailUrl,
} from 'shared';
import { isEmailNotVerified } from './email-verification';

/** A photo the server stored, as the dialog keeps it. */
export interface PickedUpload {
  id: string;
  /** Where to show it: the server's URL, else a local preview of the picked file. */
  url: string;
  /** The stored file name: what the comment's photoUrls and the delete call take. */
  name: string;
}

function createPreviewUrl(file: Blob): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revokePreviewUrl(url: string): void {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(url);
  }
}

/**
 * Uploads one photo. Failures carry the text to show: the server's message, else 'Upload
 * failed'; 'Failed to upload photo' when no answer came; 'Invalid file' when the answer names
 * no stored file.
 */
export async function uploadPhoto(file: File): Promise<PickedUpload> {
  const form = new FormData();
  form.append('file', file);
  // Partial: an answer that names no stored file is refused below, not trusted.
  let data: Partial<CallResult<'uploadPhoto'>> | null;
  try {
    // The typed client rather than `call`: the body is multipart form data (the file), which
    // the contract does not describe with a schema.
    data = await api.post<CallResult<'uploadPhoto'>>(routePath('uploadPhoto'), form);
  } catch (error) {
    const failure = toApiError(error);
    if (failure === undefined || failure.noAnswer) {
      throw new Error(TEXTS.markers.uploadFailedDefault, { cause: error });
    }
    throw failure.wordless ? failure.withMessage(TEXTS.markers.uploadFailed) : failure;
  }
  const name = typeof data?.name === 'string' && data.name !== '' ? data.name : null;
  if (name === null) throw new Error(TEXTS.markers.invalidFile);
  const url = typeof data?.url === 'string' && data.url !== '' ? data.url : createPreviewUrl(file);
  return { id: data?.id === undefined ? name : String(data.id), url, name };
}

export async function deletePhoto(fileName: string): Promise<void> {
  await call('deletePhoto', { body: { fileName } });
}

/** An image of at most 5242880 bytes. The message for a file that breaks a rule. */
export function photoRuleBroken(file: File): string | null {
  if (!file.type.startsWith('image/')) return TEXTS.markers.notAnImage;
  // The API's rule too: up to and including LIMITS.maxPhotoBytes.
  if (!isPhotoSizeAllowed(file.size)) return TEXTS.markers.fileTooLarge;
  return null;
}

/**
 * Which picked files to upload: images under 5 MB, as many as fit beside the photos already
 * there (3 in all). The rest are skipped with their messages, each said once.
 */
export function choosePhotos(
  files: readonly File[],
  alreadyPicked: number,
): { accepted: File[]; messages: string[] } {
  const messages = new Set<string>();
  const valid: File[] = [];
  for (const file of files) {
    const broken = photoRuleBroken(file);
    if (broken) messages.add(broken);
    else valid.push(file);
  }
  const room = Math.max(0, LIMITS.maxPhotosPerComment - alreadyPicked);
  if (alreadyPicked + files.length > LIMITS.maxPhotosPerComment) {
    messages.add(TEXTS.markers.maxFiles);
  }
  return { accepted: valid.slice(0, room), messages: [...messages] };
}

export interface PickedPhoto {
  key: string;
  status: 'uploading' | 'uploaded';
  /** Shown while uploading (local preview) and after (server URL or local preview). */
  previewUrl: string;
  /** Set once uploaded. */
  name: string | null;
  /** Already part of the comment being edited: removing it only leaves it out of the list. */
  existing?: boolean;
}

/** The photos a comment already has, as the picker shows them (editing). */
export function existingPhotos(
  names: readonly string[],
  baseUrl?: string | null,
  signed: readonly { name: string; thumbnailUrl: string }[] = [],
): PickedPhoto[] {
  return names.map((name) => ({
    key: `photo-${++nextKey}`,
    status: 'uploaded',
    // A comment that is not published shows its photos at signed addresses only.
    previewUrl:
      signed.find((photo) => photo.name === name)?.thumbnailUrl ?? photoThumbnailUrl(name, baseUrl),
    name,
    existing: true,
  }));
}

let nextKey = 0;

/**
 * The photos of the comment being written: pick (validated, uploaded at once) and remove.
 * `initial`: the photos of a comment being edited.
 */
export function usePhotoUploads(initial: () => PickedPhoto[] = () => []) {
  const [photos, setPhotos] = useState<PickedPhoto[]>(initial);
  const [messages, setMessages] = useState<string[]>([]);
  /** An upload was refused because the account's email is not verified yet. */
  const [needsVerification, setNeedsVerification] = useState(false);
  const photosRef = useRef(photos);
  const mounted = useRef(true);

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const photo of photosRef.current) revokePreviewUrl(photo.previewUrl);
    };
  }, []);

  const pick = useCallback((files: readonly File[]) => {
    const { accepted, messages: broken } = choosePhotos(files, photosRef.current.length);
    setMessages(broken);
    const placeholders = accepted.map((file): PickedPhoto & { file: File } => ({
      key: `photo-${++nextKey}`,
      status: 'uploading',
      previewUrl: createPreviewUrl(file),
      name: null,
      file,
    }));
    if (placeholders.length === 0) return;
    photosRef.current = [...photosRef.current, ...placeholders];
    setPhotos(photosRef.current);

    for (const placeholder of placeholders) {
      uploadPhoto(placeholder.file).then(
        (uploaded) => {
          const stillWanted = photosRef.current.some((photo) => photo.key === placeholder.key);
          if (!mounted.current || !stillWanted) {
            // Removed (or the dialog closed) while on the wire: don't leave it on the server.
            deletePhoto(uploaded.name).catch((error: unknown) => {
              console.error('Failed to delete photo', error);
            });
            return;
          }
          setPhotos((current) =>
            current.map((photo) => {
              if (photo.key !== placeholder.key) return photo;
              // Keep the local preview only when the server gave no URL of its own.
              if (uploaded.url !== photo.previewUrl) revokePreviewUrl(photo.previewUrl);
              return {
                ...photo,
                status: 'uploaded',
                name: uploaded.name,
                previewUrl: uploaded.url,
              };
            }),
          );
        },
        (error: unknown) => {
          if (!mounted.current) return;
          revokePreviewUrl(placeholder.previewUrl);
          setPhotos((current) => current.filter((photo) => photo.key !== placeholder.key));
          if (isEmailNotVerified(error)) {
            // The dialog explains this once, with a way to verify; not as a photo message.
            setNeedsVerification(true);
            return;
          }
          const text = error instanceof Error ? error.message : apiErrorText(error);
          setMessages((current) => (current.includes(text) ? current : [...current, text]));
        },
      );
    }
  }, []);

  const remove = useCallback((key: string) => {
    const photo = photosRef.current.find((p) => p.key === key);
    if (!photo) return;
    photosRef.current = photosRef.current.filter((p) => p.key !== key);
    setPhotos(photosRef.current);
    setMessages([]);
    revokePreviewUrl(photo.previewUrl);
    if (photo.name && !photo.existing) {
      // A failed delete is only logged; the photo is off the comment either way.
      deletePhoto(photo.name).catch((error: unknown) => {
        console.error('Failed to delete photo', error);
      });
    }
  }, []);

  return {
    photos,
    messages,
    needsVerification,
    uploading: photos.some((photo) => photo.status === 'uploading'),
    photoNames: photos.flatMap((photo) => (photo.name ? [photo.name] : [])),
    pick,
    remove,
  };
}
