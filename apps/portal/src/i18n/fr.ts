import type { PartialMessages } from './catalogue';

/** Français : traduction partielle (écran de connexion, menu) ; le reste s'affiche en anglais. */
export const fr: PartialMessages = {
  common: { signOut: 'Se déconnecter', save: 'Enregistrer', cancel: 'Annuler' },
  menu: { dashboard: 'Tableau de bord', changePassword: 'Changer le mot de passe' },
  auth: {
    signInTitle: 'Connexion à Meja Portal',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    forgotLink: 'Mot de passe oublié ?',
  },
  dashboard: { title: 'Tableau de bord' },
};
