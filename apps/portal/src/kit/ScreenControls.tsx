import {
  ExpandOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MutedOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fillScreen, useFullScreen } from '../lib/full-screen';
import { useSoundReady } from '../lib/sound';

type Size = 'middle' | 'large';

/**
 * Full screen on and off (remembered on this device), and, after a reload while on, a tap to let
 * the browser fill the screen again (browsers only do it from a tap).
 */
export function FullScreenButton({ size = 'large' }: { size?: Size }) {
  const { t } = useTranslation();
  const screen = useFullScreen();
  return (
    <>
      {screen.on && screen.canFill && !screen.filling && (
        <Button size={size} icon={<ExpandOutlined />} onClick={fillScreen}>
          {t('screen.fillScreen')}
        </Button>
      )}
      <Button
        size={size}
        icon={screen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => screen.set(!screen.on)}
        data-testid="full-screen"
      >
        {t(screen.on ? 'screen.exitFullScreen' : 'screen.fullScreen')}
      </Button>
    </>
  );
}

/**
 * The new-order sound on and off, in words; while on and the browser still waits for a first tap
 * before it plays anything, says so.
 */
export function SoundToggle({
  on,
  onChange,
  size = 'large',
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  size?: Size;
}) {
  const { t } = useTranslation();
  const ready = useSoundReady();
  return (
    <>
      <Button
        size={size}
        icon={on ? <SoundOutlined /> : <MutedOutlined />}
        title={t('screen.soundLabel')}
        onClick={() => onChange(!on)}
        data-testid="sound-toggle"
      >
        {t(on ? 'screen.soundOn' : 'screen.soundOff')}
      </Button>
      {on && !ready && (
        // Over the page, not in it: the tap that unlocks the sound must not move what it lands on.
        <Typography.Text role="status" data-testid="sound-tap" style={tapHint}>
          {t('screen.soundTap')}
        </Typography.Text>
      )}
    </>
  );
}

const tapHint = {
  position: 'fixed',
  insetInline: 0,
  bottom: 16,
  width: 'fit-content',
  maxWidth: 'calc(100% - 32px)',
  marginInline: 'auto',
  padding: '8px 16px',
  borderRadius: 999,
  background: '#141414',
  color: '#fff',
  zIndex: 1000,
  pointerEvents: 'none',
} as const;
