import { ApiClientProvider } from '@meja/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { antdLocales } from '../i18n/antd-locale';
import { api } from '../lib/api';
import { FeedbackBridge } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { OfflineBanner } from '../offline/OfflineBanner';
import { OfflineData } from '../offline/OfflineData';
import { theme } from './theme';

// antd spaces out two-character Chinese button texts ("登 录"); keep texts as written.
const button = { autoInsertSpace: false };

// Someone who asked their device for less motion gets none: dialogs, drawers and messages appear
// and go without zooming or sliding (WCAG 2.3.3).
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
const stillTheme = { ...theme, token: { ...theme.token, motion: false } };
const onMotionChange = (changed: () => void) => {
  reducedMotion.addEventListener('change', changed);
  return () => reducedMotion.removeEventListener('change', changed);
};

export function Providers({ children }: { children: ReactNode }) {
  // Re-renders on a language change, so antd's texts follow it.
  useTranslation();
  const still = useSyncExternalStore(onMotionChange, () => reducedMotion.matches);
  return (
    <ConfigProvider
      locale={antdLocales[currentLanguage()]}
      theme={still ? stillTheme : theme}
      button={button}
    >
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={api}>
            <OfflineData>
              {/* Above every screen, the full-screen kitchen display's included. */}
              <OfflineBanner />
              {children}
            </OfflineData>
          </ApiClientProvider>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
