import { describe, expect, it } from 'vitest';
import { cookieDomain } from '../config/app-config';
import { detectLanguage, languageId } from '../i18n/language';
import { getDeviceId } from './device-id';
import { clearStore, getEntry, getStore, removeStore, setStore } from './storage';

describe('client storage', () => {
  it('stores each entry with its data type and a timestamp', () => {
    setStore('a', { x: 1 }, 'local', 1234);
    setStore('b', 'tok', 'session', 5678);
    expect(getEntry('a')).toEqual({ dataType: 'object', content: { x: 1 }, datetime: 1234 });
    expect(getEntry('b')).toEqual({ dataType: 'string', content: 'tok', datetime: 5678 });
    expect(sessionStorage.getItem('diagops-b')).not.toBeNull();
    expect(localStorage.getItem('diagops-b')).toBeNull();
  });

  it('removes and clears only its own entries', () => {
    setStore('a', 1);
    localStorage.setItem('other-app', 'keep');
    removeStore('a');
    expect(getStore('a')).toBeUndefined();
    setStore('c', true);
    clearStore('local');
    expect(getStore('c')).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });

  it('ignores entries it cannot read', () => {
    localStorage.setItem('diagops-bad', '{not json');
    expect(getStore('bad')).toBeUndefined();
  });

  it('generates the device id once and keeps it', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getDeviceId()).toBe(id);
  });
});

describe('language', () => {
  it('detects cn, zh and zh-cn as Chinese, anything else as English, default zh-CN', () => {
    expect(detectLanguage('cn')).toBe('zh-CN');
    expect(detectLanguage('zh')).toBe('zh-CN');
    expect(detectLanguage('zh-CN')).toBe('zh-CN');
    expect(detectLanguage('zh-TW')).toBe('en-US');
    expect(detectLanguage('en-GB')).toBe('en-US');
    expect(detectLanguage('de')).toBe('en-US');
    expect(detectLanguage(undefined)).toBe('zh-CN');
  });
  it('maps zh-CN to 1 and en-US to 7', () => {
    expect(languageId('zh-CN')).toBe(1);
    expect(languageId('en-US')).toBe(7);
  });
});

describe('cookie domain', () => {
  it('is the parent domain on the provider domains only', () => {
    expect(cookieDomain('console.diagops.com')).toBe('.diagops.com');
    expect(cookieDomain('diagops.cn')).toBe('.diagops.cn');
    expect(cookieDomain('localhost')).toBeUndefined();
    expect(cookieDomain('evil-diagops.com')).toBeUndefined();
  });
});
