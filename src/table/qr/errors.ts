// Why the camera could not scan, as a typed error the UI words through its reason key (text.ts).
import type { Reason } from '../../engine/types';

/** denied: the player or the browser refused the camera; none: this device has no camera the page may use;
 *  failed: a camera is there but would not start (another app holds it, it stopped, the video never played). */
export type CameraProblem = 'denied' | 'none' | 'failed';

export type CameraReasonKey = 'qr.cameraDenied' | 'qr.noCamera' | 'qr.cameraFailed';

const keys: Record<CameraProblem, CameraReasonKey> = {
  denied: 'qr.cameraDenied',
  none: 'qr.noCamera',
  failed: 'qr.cameraFailed',
};

export class CameraError extends Error {
  readonly reason: Reason;

  /** `detail` says what exactly went wrong (the browser's error name), for logs and tests. */
  constructor(readonly problem: CameraProblem, readonly detail = '') {
    super(detail ? `${problem}: ${detail}` : problem);
    this.name = 'CameraError';
    this.reason = { key: keys[problem] };
  }
}

export const isCameraError = (error: unknown): error is CameraError => error instanceof CameraError;

/** What a getUserMedia refusal means for the player (the DOMException names of the Media Capture spec). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}
