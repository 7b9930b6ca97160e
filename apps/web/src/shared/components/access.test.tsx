import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenOf } from '../hooks/use-screen';
import { useSession } from '../session/session-store';
import { Access } from './access';

beforeEach(() => useSession.setState({ permissions: { sys_user_add: true } }));

describe('<Access>', () => {
  it('shows its children to users holding one of the permissions', () => {
    render(<Access permission={['sys_user_del', 'sys_user_add']}>add</Access>);
    expect(screen.getByText('add')).toBeInTheDocument();
  });
  it('hides them otherwise', () => {
    render(
      <Access permission="sys_user_del" fallback={<span>none</span>}>
        delete
      </Access>,
    );
    expect(screen.queryByText('delete')).toBeNull();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('width classes', () => {
  it('are 3 from 1200, 2 from 992, 1 from 768, else 0', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenOf)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });
});
