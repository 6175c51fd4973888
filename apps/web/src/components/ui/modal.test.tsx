import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/render-component';
import { Modal } from './modal';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      {open ? (
        <Modal
          title="Game manual"
          closeLabel="Close the manual"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <button type="button">First inside</button>
          <input aria-label="Last inside" />
        </Modal>
      ) : null}
    </>
  );
}

async function openModal() {
  const view = renderComponent(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await view.user.click(opener);
  return { ...view, opener, dialog: screen.getByRole('dialog', { name: 'Game manual' }) };
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and makes the page behind inert', async () => {
    const { dialog, opener } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, both ways', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the manual' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Last inside' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the manual' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Last inside' })).toHaveFocus();
  });

  it('closes with Escape and gives focus back to its opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with its close button and a click on the backdrop, not inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole('button', { name: 'First inside' }));
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the manual' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.pointerDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves an Escape that something inside already handled', async () => {
    const onClose = vi.fn();
    const { user } = renderComponent(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const handled = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener('keydown', handled);
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', handled);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
