import { describe, expect, it } from 'vitest';
import { audienceOf } from './audience-field';
import { channelOfPath, gmt, messageRoutes, percent, screenOf } from './message-meta';

describe('message screens', () => {
  it('know their channel and routes from the path', () => {
    expect(channelOfPath('/messageCenter/stationMessage/list')).toBe('station');
    expect(channelOfPath('/messageCenter/push/detail/3')).toBe('push');
    expect(channelOfPath('/messageCenter/subscription/taskAdd')).toBe('email');
    expect(channelOfPath('/messageCenter/messageManage/messageSendNew/list')).toBeNull();
    expect(messageRoutes('/messageCenter/subscription/taskAdd').edit(4)).toBe('/messageCenter/subscription/taskEdit/4');
    expect(messageRoutes('/messageCenter/messageManage/messageSendNew/add').edit(5)).toBe('/messageCenter/messageManage/messageSendNew/edit/5');
    expect(screenOf({ id: 6, channel: 'email' })).toBe('/messageCenter/email/taskEdit/6');
  });
  it('show GMT times and rates', () => {
    expect(gmt('2026-11-25T01:00:00.000Z')).toBe('2026-11-25 01:00 GMT');
    expect(gmt(null)).toBe('-');
    expect(percent(0.3333)).toBe('33.3%');
  });
  it('turn the audience form into the request (IDs one per line, blank lines kept for their line numbers)', () => {
    expect(audienceOf({ mode: 'ids', conditions: [], idsText: 'a@x.com\n\nb@x.com\n' })).toEqual({ mode: 'ids', ids: ['a@x.com', '', 'b@x.com'] });
    expect(audienceOf({ mode: 'all', conditions: [], idsText: '' })).toEqual({ mode: 'all' });
    expect(audienceOf({ mode: 'group', conditions: [{ field: 'country', operator: 'equal', value: ' CN ' }], idsText: '' })).toEqual({
      mode: 'group',
      conditions: [{ field: 'country', operator: 'equal', value: 'CN' }],
    });
  });
});
