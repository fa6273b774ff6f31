import type { TMe } from '@meja/contracts';
import type { TFunction } from 'i18next';

/** "Welcome, Admin": the portal is every role's, not only the merchants'. */
export const greeting = (t: TFunction, user: Pick<TMe, 'role'>) =>
  t('app.greeting', { role: t(`roles.${user.role}`) });
