// The words of pairing failures (errors.ts), in the three languages. The pairing screen registers them
// (registerAll from src/base/i18n); this file imports nothing so a bundle of the link stays small.
import type { Lang } from '../../base/settings';
import type { RtcReasonKey } from './errors';

const en: Record<RtcReasonKey, string> = {
  'rtc.badCode': 'This code could not be read. Scan it again.',
  'rtc.otherVersion': 'This code comes from another version of Nine Lives. Update both devices, then pair them again.',
  'rtc.notAnAnswer': 'This is a table’s code. Scan the code shown on the phone instead.',
  'rtc.notAnOffer': 'This is a phone’s code. Scan the code shown on the table instead.',
  'rtc.otherOffer': 'This phone answered another table code. On the phone, scan the code shown now, then try again.',
  'rtc.noNetwork': 'This device is not on a network. Join the same Wi-Fi as the other devices, then try again.',
  'rtc.unsupported': 'This browser cannot link devices. Try an up-to-date Chrome, Safari or Firefox.',
  'rtc.timedOut': 'The two devices did not reach each other. Check they are on the same Wi-Fi, then pair them again.',
  'rtc.connectionFailed': 'The connection failed. Check both devices are on the same Wi-Fi (not a guest network), then pair them again.',
  'rtc.cancelled': 'Pairing was cancelled.',
};

const fr: Record<RtcReasonKey, string> = {
  'rtc.badCode': 'Ce code est illisible. Scanne-le encore une fois.',
  'rtc.otherVersion': 'Ce code vient d’une autre version de Nine Lives. Mets les deux appareils à jour, puis associe-les de nouveau.',
  'rtc.notAnAnswer': 'C’est le code d’une table. Scanne plutôt le code affiché sur le téléphone.',
  'rtc.notAnOffer': 'C’est le code d’un téléphone. Scanne plutôt le code affiché sur la table.',
  'rtc.otherOffer': 'Ce téléphone a répondu à un autre code de table. Sur le téléphone, scanne le code affiché maintenant, puis réessaie.',
  'rtc.noNetwork': 'Cet appareil n’est connecté à aucun réseau. Rejoins le même Wi-Fi que les autres appareils, puis réessaie.',
  'rtc.unsupported': 'Ce navigateur ne peut pas relier les appareils. Essaie un Chrome, Safari ou Firefox à jour.',
  'rtc.timedOut': 'Les deux appareils ne se sont pas trouvés. Vérifie qu’ils sont sur le même Wi-Fi, puis associe-les de nouveau.',
  'rtc.connectionFailed': 'La connexion a échoué. Vérifie que les deux appareils sont sur le même Wi-Fi (pas un réseau invité), puis associe-les de nouveau.',
  'rtc.cancelled': 'L’association a été annulée.',
};

const de: Record<RtcReasonKey, string> = {
  'rtc.badCode': 'Dieser Code ist nicht lesbar. Scanne ihn noch einmal.',
  'rtc.otherVersion': 'Dieser Code stammt aus einer anderen Version von Nine Lives. Aktualisiere beide Geräte und verbinde sie dann erneut.',
  'rtc.notAnAnswer': 'Das ist der Code eines Tischs. Scanne stattdessen den Code auf dem Handy.',
  'rtc.notAnOffer': 'Das ist der Code eines Handys. Scanne stattdessen den Code auf dem Tisch.',
  'rtc.otherOffer': 'Dieses Handy hat auf einen anderen Tisch-Code geantwortet. Scanne auf dem Handy den jetzt gezeigten Code und versuche es erneut.',
  'rtc.noNetwork': 'Dieses Gerät ist mit keinem Netzwerk verbunden. Verbinde es mit demselben WLAN wie die anderen Geräte und versuche es erneut.',
  'rtc.unsupported': 'Dieser Browser kann keine Geräte verbinden. Versuche ein aktuelles Chrome, Safari oder Firefox.',
  'rtc.timedOut': 'Die beiden Geräte haben sich nicht erreicht. Prüfe, ob sie im selben WLAN sind, und verbinde sie dann erneut.',
  'rtc.connectionFailed': 'Die Verbindung ist fehlgeschlagen. Prüfe, ob beide Geräte im selben WLAN sind (kein Gastnetz), und verbinde sie dann erneut.',
  'rtc.cancelled': 'Das Verbinden wurde abgebrochen.',
};

export const rtcText: Record<Lang, Record<RtcReasonKey, string>> = { en, fr, de };
