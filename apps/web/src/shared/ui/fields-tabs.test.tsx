import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Fields } from './fields';
import { StatusDot } from './status-dot';
import { Tabs } from './tabs';

describe('Fields', () => {
  it('pairs each label with its value, leaves empty items out and gives a lone item its whole row', () => {
    const { container } = render(
      <Fields
        data-testid="head"
        items={[
          { label: 'Status', value: 'Draft' },
          { label: 'Warehouse', value: 'Shenzhen' },
          false,
          null,
          '',
          { label: 'Creator', value: null },
          { label: 'Remark', value: 'urgent', wide: true },
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual(['Status', 'Warehouse', 'Creator', 'Remark']);
    expect(screen.getByText('Creator').nextElementSibling).toHaveTextContent('-');
    const items = container.querySelectorAll('dl > div');
    // Creator is alone before a wide item: it takes the row, as Remark does; the first two share one
    expect([...items].map((i) => i.className.includes('wide'))).toEqual([false, false, true, true]);
  });
});

describe('Tabs', () => {
  const items = [
    { key: 'moves', label: 'Movements', children: <p>ledger</p> },
    { key: 'sns', label: 'SNs', children: <p>serials</p> },
  ];

  it('shows the chosen tab only, and the arrow keys, Home and End move along the tabs', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ledger');
    expect(screen.queryByText('serials')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'SNs' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('serials');
    expect(screen.getByRole('tab', { name: 'SNs' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('ledger');
    expect(screen.getByRole('tab', { name: 'Movements' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'End' });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('serials');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['sns', 'moves', 'sns']);
  });
});

describe('StatusDot', () => {
  it('shows the text with the status class for its colour', () => {
    render(<StatusDot status="success" text="Enabled" />);
    const dot = screen.getByText('Enabled');
    expect(dot.className).toMatch(/success/);
    expect(within(dot).queryByRole('img')).toBeNull();
  });
});
