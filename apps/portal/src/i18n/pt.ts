import type { PartialMessages } from './catalogue';

/** Português: tradução parcial (início de sessão, menu); o resto aparece em inglês. */
export const pt: PartialMessages = {
  common: { signOut: 'Terminar sessão', save: 'Guardar', cancel: 'Cancelar' },
  menu: { dashboard: 'Painel', changePassword: 'Alterar palavra-passe' },
  auth: {
    signInTitle: 'Iniciar sessão no Meja Portal',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    signIn: 'Iniciar sessão',
    forgotLink: 'Esqueceu a palavra-passe?',
  },
  dashboard: { title: 'Painel' },
};
