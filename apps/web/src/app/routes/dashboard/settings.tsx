import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AccountsCard, ScheduleSettingsCard } from '@/features/settings';
import { cn } from '@/lib/cn';
import { THEME_DESCRIPTIONS, THEME_LABELS, THEMES, useThemeStore } from '@/stores/theme';

export function SettingsRoute() {
  const { theme, setTheme } = useThemeStore();
  return (
    <>
      <title>Settings · Quillpost</title>
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
      <AccountsCard />
      <ScheduleSettingsCard />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Appearance</CardTitle>
          <CardDescription>{THEME_DESCRIPTIONS[theme]}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-3 text-sm font-medium">Theme</legend>
            {THEMES.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  theme === option && 'border-primary bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={option}
                  checked={theme === option}
                  onChange={() => setTheme(option)}
                  className="accent-(--primary)"
                />
                {THEME_LABELS[option]}
              </label>
            ))}
          </fieldset>
        </CardContent>
      </Card>
    </>
  );
}
