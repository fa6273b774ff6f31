import type { PartialMessages } from './catalogue';

/** Deutsch: Teilübersetzung (Anmeldung, Menü); alles andere erscheint auf Englisch. */
export const de: PartialMessages = {
  common: { signOut: 'Abmelden', save: 'Speichern', cancel: 'Abbrechen' },
  menu: { dashboard: 'Übersicht', changePassword: 'Passwort ändern' },
  auth: {
    signInTitle: 'Bei Meja Portal anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden',
    forgotLink: 'Passwort vergessen?',
  },
  dashboard: { title: 'Übersicht' },
};
