// The words of camera failures (errors.ts), in the three languages. The screen that scans registers them
// (registerAll from src/base/i18n); this file imports nothing else so the scanner's bundle stays small.
import type { Lang } from '../../base/settings';
import type { CameraReasonKey } from './errors';

const en: Record<CameraReasonKey, string> = {
  'qr.cameraDenied': 'Nine Lives may not use the camera. Allow it in the browser’s settings for this site, or paste the code instead.',
  'qr.noCamera': 'This device has no camera Nine Lives can use. Paste the code instead.',
  'qr.cameraFailed': 'The camera did not start. Close any other app using it and try again, or paste the code instead.',
};

const fr: Record<CameraReasonKey, string> = {
  'qr.cameraDenied': 'Nine Lives n’a pas le droit d’utiliser la caméra. Autorise-la dans les réglages du navigateur pour ce site, ou colle plutôt le code.',
  'qr.noCamera': 'Cet appareil n’a pas de caméra que Nine Lives puisse utiliser. Colle plutôt le code.',
  'qr.cameraFailed': 'La caméra n’a pas démarré. Ferme toute autre application qui l’utilise et réessaie, ou colle plutôt le code.',
};

const de: Record<CameraReasonKey, string> = {
  'qr.cameraDenied': 'Nine Lives darf die Kamera nicht benutzen. Erlaube sie in den Browser-Einstellungen für diese Seite oder füge stattdessen den Code ein.',
  'qr.noCamera': 'Dieses Gerät hat keine Kamera, die Nine Lives benutzen kann. Füge stattdessen den Code ein.',
  'qr.cameraFailed': 'Die Kamera ist nicht gestartet. Schließe andere Apps, die sie benutzen, und versuche es erneut, oder füge stattdessen den Code ein.',
};

export const cameraText: Record<Lang, Record<CameraReasonKey, string>> = { en, fr, de };
