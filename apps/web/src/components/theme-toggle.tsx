import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePrerendered } from '@/components/prerendered';
import { Button } from '@/components/ui/button';
import { handleMenuKey } from './menu-keys';
import { cn } from '@/lib/cn';
import { THEME_LABELS, THEMES, useThemeStore, type Theme } from '@/stores/theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor };

/**
 * The Light / Dark / System menu. Written by hand rather than with the dropdown primitive so
 * that the marketing pages, which show it in their header, stay small.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useThemeStore();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // Prerendered pages ship the closed menu, which their script opens and marks (theme-menu.ts).
  const prerendered = usePrerendered();

  useEffect(() => {
    if (!open) return;
    items.current[THEMES.indexOf(theme)]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
    // Focus moves only when the menu opens, not when the theme changes inside it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const choose = (option: Theme) => {
    setTheme(option);
    close();
  };
  const onMenuKeyDown = (event: KeyboardEvent) =>
    handleMenuKey(event, items.current, { close, leave: () => setOpen(false) });

  return (
    <div ref={root} className="relative" data-theme-toggle>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Toggle theme"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Sun aria-hidden className="size-5 dark:hidden" />
        <Moon aria-hidden className="hidden size-5 dark:block" />
      </Button>
      {(open || prerendered) && (
        <div
          id={menuId}
          hidden={!open}
          role="menu"
          aria-label="Theme"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-40 rounded-md border bg-popover p-1 text-popover-foreground shadow-md animate-in fade-in-0 zoom-in-95"
        >
          {THEMES.map((option, index) => {
            const Icon = ICONS[option];
            return (
              <button
                key={option}
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                data-theme-option={option}
                role="menuitemradio"
                aria-checked={theme === option}
                tabIndex={-1}
                onClick={() => choose(option)}
                className={cn(
                  'group flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-sm outline-none hover:bg-accent focus:bg-accent focus:text-accent-foreground',
                )}
              >
                <Icon aria-hidden className="size-4" />
                <span className="flex-1">{THEME_LABELS[option]}</span>
                <Check aria-hidden className="invisible size-4 group-aria-checked:visible" />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
