import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.SVC).toBe('lenkor');
    expect(c.CAPTCHA_ENABLED).toBe(true);
    expect(c.OAUTH_CLIENT_ID).toBe('console');
    // the repository's data folder, whatever the working directory
    expect(c.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(loadConfig({ DATA_DIR: '/srv/diagops' }).dataDir).toBe('/srv/diagops');
  });

  it('reads booleans and numbers, and treats empty values as unset', () => {
    const c = loadConfig({ CAPTCHA_ENABLED: 'false', PORT: '9000', ADMIN_PASSWORD: '' });
    expect(c.CAPTCHA_ENABLED).toBe(false);
    expect(c.PORT).toBe(9000);
    expect(c.ADMIN_PASSWORD).toBeUndefined();
  });

  it('stops with a message naming every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', CAPTCHA_ENABLED: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
