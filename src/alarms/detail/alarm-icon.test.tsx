import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlarmIcon } from './alarm-icon.tsx';

describe('AlarmIcon', () => {
  it.each(['button', 'fall', 'smoke', 'fire', 'inactivity', 'door', 'battery', 'bed', 'camera', 'unknown-kind'])(
    'ux polish: the %s icon is drawn, never an emoji that shows as an empty box without an emoji font',
    (ref) => {
      render(<AlarmIcon iconRef={ref} alt="Alarm type" />);
      const icon = screen.getByRole('img', { name: 'Alarm type' });
      expect(icon.querySelector('svg path, svg circle, svg rect')).not.toBeNull();
      expect(icon.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    },
  );
});
