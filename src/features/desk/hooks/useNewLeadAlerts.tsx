import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Lead } from '@/api/schemas/lead';
import { useRuntimeConfig } from '@/config/ConfigContext';
import { useLocale } from '@/shared/i18n/I18nProvider';
import { interpolate, type Locale } from '@/shared/i18n/locale';
import { claimForAlert } from '../lib/alertOnce';
import { playChime } from '../lib/chime';
import type { AlertPrefs } from '../lib/deskStorage';
import { deskMessages } from '../messages';
import { onFoundLeads } from '../queries';

/** Hidden at least this long, the tab counts as "away": what it finds on return is told in one sentence. */
const AWAY_AFTER_MS = 60_000;
/** More new leads than this at once are told as a count, not one toast each. */
const MAX_SINGLE_TOASTS = 2;

function isLead(value: unknown): value is Lead {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';
}

/**
 * Tells of new leads the index finds (the minute poll, or at once when the tab returns): a toast naming the lead
 * and its source with "Open", or one summary after time away; a desktop notification and a chime if chosen.
 * Quiet leaves only the badge and the title count. A lead created in this tab is not news to it.
 */
export function useNewLeadAlerts(prefs: AlertPrefs): void {
  const config = useRuntimeConfig();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createdHere = useRef(new Set<number>());
  const hiddenSince = useRef<number | null>(null);
  const awayUntil = useRef(0);
  const latest = useRef({ prefs, locale, navigate, sources: config.catalogs.sources });
  latest.current = { prefs, locale, navigate, sources: config.catalogs.sources };

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const key = event.mutation.options.mutationKey;
        if (key?.[0] !== 'leads' || key[1] !== 'create') return;
        const data: unknown = event.mutation.state.data;
        if (isLead(data)) createdHere.current.add(data.id);
      }),
    [queryClient],
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenSince.current = Date.now();
        return;
      }
      const since = hiddenSince.current;
      hiddenSince.current = null;
      // What the sync finds in the moments after a long absence was waiting while the person was away.
      if (since !== null && Date.now() - since >= AWAY_AFTER_MS) awayUntil.current = Date.now() + 15_000;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(
    () =>
      onFoundLeads((found) => {
        const news = found.filter((lead) => !createdHere.current.has(lead.id));
        if (news.length === 0) return;
        const { prefs: current } = latest.current;
        if (current.quiet) return;
        void claimForAlert(news).then((fresh) => {
          if (fresh.length === 0) return;
          const away = document.visibilityState === 'hidden' || Date.now() < awayUntil.current;
          void tell(fresh, away, latest.current);
        });
      }),
    [],
  );
}

interface TellContext {
  prefs: AlertPrefs;
  locale: Locale;
  navigate: (path: string) => void;
  sources: ReadonlyArray<{ id: number; name: string }>;
}

async function tell(leads: Lead[], away: boolean, context: TellContext): Promise<void> {
  const { prefs: current, locale: lang, navigate: go, sources } = context;
  const t = (key: keyof (typeof deskMessages)['en'], params?: Record<string, string | number>) =>
    interpolate(deskMessages[lang][key], params, lang);
  const nameOf = (lead: Lead) => lead.name ?? t('noName', { id: lead.id });
  const sourceOf = (lead: Lead) => sources.find((source) => source.id === lead.sourceId)?.name ?? null;
  const single = leads.length <= MAX_SINGLE_TOASTS && !away;
  const lines = single
    ? leads.map((lead) => {
        const source = sourceOf(lead);
        return {
          text: source
            ? t('newLead', { name: nameOf(lead), source })
            : t('newLeadNoSource', { name: nameOf(lead) }),
          path: `/leads/${lead.id}`,
          action: t('open'),
        };
      })
    : [
        {
          text: t(away ? 'newLeadsAway' : 'newLeads', { count: leads.length }),
          path: '/inbox',
          action: t('openInbox'),
        },
      ];
  const { showNewLeadToast } = await import('../components/NewLeadToast');
  for (const line of lines) showNewLeadToast(line.text, line.action, () => go(line.path));
  if (current.sound) playChime();
  if (current.desktop && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    for (const line of lines) {
      const notification = new Notification(line.text, { tag: `crm-lead-${line.path}` });
      notification.onclick = () => {
        globalThis.focus();
        go(line.path);
        notification.close();
      };
    }
  }
}
