import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Full-screen toggle. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const label = full ? t('shell.exitFullScreen') : t('shell.fullScreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} data-testid="full-screen" />
    </Tooltip>
  );
}
