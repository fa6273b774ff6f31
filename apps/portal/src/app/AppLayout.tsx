import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useMe } from '@meja/client';
import { Button, Drawer, Flex, Grid, Layout, Menu, Space, Tag, Typography, theme } from 'antd';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSignOut } from '../auth/useSignOut';
import { AnnouncementsNotice } from '../content/announcements/AnnouncementsNotice';
import { StaffNotices } from '../content/StaffNotices';
import { WhatsNew } from '../content/update-log/WhatsNew';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { Loading } from '../kit/Loading';
import { useFullScreen } from '../lib/full-screen';
import { updateUser, useSession } from '../lib/session';
import { HelpButton } from '../settings/HelpButton';
import { menuItems, submenuOf } from './menu';
import { useScreen } from './screens';

const { Header, Sider, Content } = Layout;

function Brand() {
  return (
    <Flex align="center" gap={8} style={{ height: 64, paddingInline: 24 }}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Typography.Text strong style={{ fontSize: 18 }}>
        Meja
      </Typography.Text>
    </Flex>
  );
}

/** The signed-in frame: role menu at the side (a drawer on phones), who is signed in, language, sign-out. */
export default function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const screens = Grid.useBreakpoint();
  const screen = useScreen();
  const fullScreen = useFullScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // After sign-in, announcements first, then what's new: never two notices over each other.
  const [announcementsSettled, setAnnouncementsSettled] = useState(false);
  const settleAnnouncements = useCallback(() => setAnnouncementsSettled(true), []);
  const { token } = theme.useToken();
  const me = useMe({ enabled: session !== null });
  const items = session ? menuItems(session.user.role, t, session.user.access_option) : [];
  // The submenu of the current page opens, on load and when a page of another one is reached;
  // otherwise submenus stay as the user opened or folded them.
  const section = submenuOf(items, location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    section && section !== 'users' ? ['users', section] : ['users'],
  );
  useEffect(() => {
    if (section) setOpenKeys((keys) => (keys.includes(section) ? keys : [...keys, section]));
  }, [section]);

  // The stored user is shown at once; GET /api/me keeps it current (role, name, status). Only a
  // reply fetched while this frame is shown is written back: a cached one may be older than a
  // change made since, such as the first password being set.
  useEffect(() => {
    if (me.data && me.isFetchedAfterMount) updateUser(me.data);
  }, [me.data, me.isFetchedAfterMount]);

  // A page change closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!session) return null;
  const { user } = session;
  const wide = screens.lg !== false;
  // A wall tablet's screen in full screen: no sidebar and no header, the page's own bar is all.
  // The parts are left out in place, so the page itself stays mounted when it is switched.
  const bare = Boolean(screen.fullScreen && fullScreen.on);
  const nav = (
    <nav aria-label={t('menu.navigation')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[location.pathname]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && !bare && (
        <Sider
          width={220}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Brand />
          {nav}
        </Sider>
      )}
      {!wide && !bare && (
        <Drawer
          placement="left"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          size={260}
          title="Meja"
          styles={{ body: { padding: 0 } }}
        >
          {nav}
        </Drawer>
      )}
      <Layout>
        {!bare && (
          <Header
            style={{
              background: token.colorBgContainer,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              paddingInline: wide ? 24 : 12,
              height: 'auto',
              minHeight: 64,
              lineHeight: 'normal',
              paddingBlock: 12,
            }}
          >
            <Flex align="center" justify="space-between" gap={12} wrap>
              {wide ? (
                <span />
              ) : (
                <Button
                  icon={<MenuOutlined />}
                  aria-label={t('menu.navigation')}
                  onClick={() => setMenuOpen(true)}
                />
              )}
              <Flex align="center" gap={12} wrap justify="flex-end">
                <Space size={8}>
                  <Typography.Text strong data-testid="user-name">
                    {user.name ?? user.username}
                  </Typography.Text>
                  <Tag color="volcano" data-testid="user-role">
                    {t(`roles.${user.role}`)}
                  </Tag>
                </Space>
                <HelpButton />
                <LanguageSwitcher />
                {screens.sm === false ? (
                  <Button icon={<LogoutOutlined />} onClick={signOut} aria-label={t('common.signOut')} />
                ) : (
                  <Button icon={<LogoutOutlined />} onClick={signOut}>
                    {t('common.signOut')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </Header>
        )}
        {screen.working ? (
          // No dialog over a working screen: they wait in a banner, read when there is time.
          <StaffNotices />
        ) : (
          <>
            <AnnouncementsNotice onSettled={settleAnnouncements} />
            {announcementsSettled && <WhatsNew />}
          </>
        )}
        {/* antd's Content is the page's one <main> landmark. */}
        <Content style={{ padding: wide && !bare ? 24 : 12 }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}
