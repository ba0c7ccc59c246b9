import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderApp } from '@/client/test/render';
import '@/client/test/server';
import { useAuth } from '@/client/lib/auth';

describe('public pages', () => {
  it("answers an unknown path with 'Oops! Page not found' and a way home, without asking for a session", async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · SSB Prep');
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    function Probe() {
      useAuth();
      return null;
    }
    // React logs the thrown error; that log is expected here.
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    } finally {
      console.error = consoleError;
    }
  });
});
