import { Col, Row, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuIcon } from '../../../shared/menu/menu-icon';
import { flatten } from '../../../shared/menu/menu-tree';
import { useMainMenu } from '../../../shared/menu/use-main-menu';
import { useSession } from '../../../shared/session/session-store';
import { Panel } from '../../../shared/ui/panel';
import { Typography } from '../../../shared/ui/typography';
import { HOME_TILES } from '../home-tiles';
import styles from './home-page.module.css';

/** /homePage: a greeting and the area tiles; a tile is usable when the user's menu has its page. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menu } = useMainMenu();
  const user = useSession((s) => s.userInfo?.sysUser);
  const paths = new Set(flatten(menu).map((n) => n.path));
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('home.welcome', { name: user?.realName || user?.username || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {HOME_TILES.map((tile) => {
          const usable = tile.key === 'manual' || paths.has(tile.to);
          const card = (
            <Panel
              hoverable={usable}
              styles={{ body: { display: 'flex', gap: 14, alignItems: 'center' } }}
              className={usable ? styles.tile : `${styles.tile} ${styles.disabled}`}
              onClick={() => usable && navigate(tile.to)}
              // a link for the keyboard and screen readers; an area without access is a disabled one
              role="link"
              tabIndex={0}
              aria-disabled={usable ? undefined : true}
              onKeyDown={(e) => e.key === 'Enter' && usable && navigate(tile.to)}
              data-testid={`tile-${tile.key}`}
            >
              <span className={styles.icon} style={{ background: tile.color }}>
                {menuIcon(tile.icon)}
              </span>
              <div>
                <div className={styles.title}>{t(`home.tiles.${tile.key}.title`)}</div>
                <Typography.Text type="secondary">{t(`home.tiles.${tile.key}.desc`)}</Typography.Text>
              </div>
            </Panel>
          );
          return (
            <Col key={tile.key} xs={24} sm={12} lg={8} xl={6}>
              {usable ? card : <Tooltip title={t('home.noAccess')}>{card}</Tooltip>}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
