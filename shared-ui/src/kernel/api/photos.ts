/**
 * The member's own photos, used by the signup's photo step and the profile page (two remotes, one API).
 * File names in the answers are relative to the site's cdn_prefix: see photoUrl.
 */
import type { PhotoListResponse, PhotoUploadResponse } from 'contract';
import { api } from './client';

/** POST /api/photos.php (multipart): the server checks the type from the bytes and the photo limit. */
export async function uploadPhoto(photo: File): Promise<PhotoUploadResponse> {
  const body = new FormData();
  body.append('file', photo);
  return api.post('photos.php', { body }).json<PhotoUploadResponse>();
}

export async function fetchOwnPhotos(): Promise<PhotoListResponse> {
  return api.get('photos.php').json<PhotoListResponse>();
}

export async function deletePhoto(id: number): Promise<PhotoListResponse> {
  return api.delete('photos.php', { searchParams: { id } }).json<PhotoListResponse>();
}

/** The address of an uploaded file under the site's cdn_prefix ('/uploads/' or a CDN origin). */
export function photoUrl(cdnPrefix: string, filename: string): string {
  return `${cdnPrefix.replace(/\/?$/, '/')}${filename}`;
}

/** A photo of one's own made private (premium viewers only) or public again. */
export async function setPhotoPrivate(id: number, isPrivate: boolean): Promise<PhotoListResponse> {
  return api.put('photos.php', { json: { id, private: isPrivate } }).json<PhotoListResponse>();
}
