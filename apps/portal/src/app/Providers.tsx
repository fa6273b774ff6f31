import { ApiClientProvider } from '@meja/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
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

export function Providers({ children }: { children: ReactNode }) {
  // Re-renders on a language change, so antd's texts follow it.
  useTranslation();
  return (
    <ConfigProvider locale={antdLocales[currentLanguage()]} theme={theme} button={button}>
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
