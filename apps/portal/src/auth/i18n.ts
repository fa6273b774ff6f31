import type { Texts } from '../i18n/texts';

/** Signing in, first login, forgotten and changed passwords (SPEC §5). */
export const en = {
  auth: {
    signInTitle: 'Sign in to Meja Portal',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    forgotLink: 'Forgot password?',
    loginFailed: 'Sign-in failed. Please try again.',
    signedOut: 'Signed out.',
    forgot: {
      title: 'Forgot password',
      intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
      email: 'E-mail',
      submit: 'Send reset link',
    },
    reset: {
      title: 'Reset password',
      intro: 'Choose a new password for your account.',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Reset password',
      missingToken: 'This reset link is incomplete. Please ask for a new one.',
      requestNew: 'Ask for a new link',
    },
    firstLogin: {
      title: 'Set your password',
      intro: 'Welcome! Before you continue, choose your own password.',
      submit: 'Save password',
      notActiveYet:
        'Your password is set. Your account is not active yet: you can sign in once it has been activated.',
    },
    change: {
      title: 'Change password',
      intro: 'After the change, every device signed in to this account is signed out.',
      current: 'Current password',
      submit: 'Change password',
      signInAgain: 'Please sign in again with your new password.',
    },
  },
} as const;

/** 登录与密码：完整翻译。 */
export const zh: Texts<typeof en> = {
  auth: {
    signInTitle: '登录 Meja 商户后台',
    username: '用户名',
    password: '密码',
    signIn: '登录',
    forgotLink: '忘记密码？',
    loginFailed: '登录失败，请重试。',
    signedOut: '已退出登录。',
    forgot: {
      title: '忘记密码',
      intro: '请输入您账户的电子邮件，我们会发送一个链接让您设置新密码。',
      email: '电子邮件',
      submit: '发送重置链接',
    },
    reset: {
      title: '重置密码',
      intro: '请为您的账户设置新密码。',
      newPassword: '新密码',
      confirmPassword: '确认新密码',
      submit: '重置密码',
      missingToken: '此重置链接不完整，请重新申请。',
      requestNew: '重新申请链接',
    },
    firstLogin: {
      title: '设置您的密码',
      intro: '欢迎！继续之前，请设置您自己的密码。',
      submit: '保存密码',
      notActiveYet: '密码已设置。您的账户尚未启用，启用后即可登录。',
    },
    change: {
      title: '修改密码',
      intro: '修改后，所有登录此账户的设备都将退出登录。',
      current: '当前密码',
      submit: '修改密码',
      signInAgain: '请使用新密码重新登录。',
    },
  },
};
