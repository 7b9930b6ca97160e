import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopologySvg } from './topology-svg';

describe('TopologySvg', () => {
  it('draws one line per bus and one box per module, with its name', () => {
    const { container } = render(
      <TopologySvg
        nodes={[
          { module: 'GW', bus: 'CAN' },
          { module: 'ECM', bus: 'CAN' },
          { module: 'BCM', bus: 'LIN' },
        ]}
        names={new Map([['ECM', 'Engine']])}
      />,
    );
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['CAN', 'LIN', 'GW', 'ECM', 'BCM', 'Engine']));
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    // one bus line each, one drop line per module
    expect(container.querySelectorAll('line')).toHaveLength(2 + 3);
  });
});
