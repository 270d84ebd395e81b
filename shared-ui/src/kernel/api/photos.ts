/**
 * The member's own photos, used by the signup's photo step and the profile page (two remotes, one API).
 * File names in the answers are relative to the site's cdn_prefix: see photoUrl.
 */
import type { PhotoListResponse, PhotoUploadResponse } from 'contract';
import { request } from './request';

/** POST /api/photos.php (multipart): the server checks the type from the bytes and the photo limit. */
export async function uploadPhoto(photo: File): Promise<PhotoUploadResponse> {
  const form = new FormData();
  form.append('file', photo);
  return request('POST /api/photos.php', { form });
}

export async function fetchOwnPhotos(): Promise<PhotoListResponse> {
  return request('GET /api/photos.php');
}

export async function deletePhoto(id: number): Promise<PhotoListResponse> {
  return request('DELETE /api/photos.php', { query: { id } });
}

/** The address of an uploaded file under the site's cdn_prefix ('/uploads/' or a CDN origin). */
export function photoUrl(cdnPrefix: string, filename: string): string {
  return `${cdnPrefix.replace(/\/?$/, '/')}${filename}`;
}

/** A photo of one's own made private (premium viewers only) or public again. */
export async function setPhotoPrivate(id: number, isPrivate: boolean): Promise<PhotoListResponse> {
  return request('PUT /api/photos.php', { json: { id, private: isPrivate } });
}

/** The own photos in a new order; the first one becomes the main photo (it must be public). */
export async function setPhotoOrder(ids: number[]): Promise<PhotoListResponse> {
  return request('PUT /api/photo-order.php', { json: { ids } });
}
