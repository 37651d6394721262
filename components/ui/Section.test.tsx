// The one section component (issue #24): a titled, labelled landmark whose id is the page anchor; dense panels have
// no anchor but keep their label.
import { render, screen } from '@testing-library/react';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its title, with the id as anchor and the lead under the title', () => {
    const { container } = render(
      <Section id="progress" title="Progress" lead="Where your cards are">
        <p>body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Progress' });
    expect(region).toHaveAttribute('id', 'progress');
    expect(screen.getByRole('heading', { level: 2, name: 'Progress' })).toHaveAttribute('id', 'progress-heading');
    expect(screen.getByText('Where your cards are').tagName).toBe('P');
    expect(container.querySelector('section')!.lastElementChild).toHaveTextContent('body');
  });

  it('without a lead renders no empty paragraph', () => {
    render(
      <Section id="totals" title="Totals">
        x
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Totals' }).querySelectorAll('p')).toHaveLength(0);
  });

  it('dense: no anchor, still named by its title', () => {
    render(
      <Section dense id="member-role" title="Role">
        x
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Role' });
    expect(region).not.toHaveAttribute('id');
  });
});
