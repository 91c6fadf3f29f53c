import { useMemo } from 'react';
import type { Company } from '~/content/company';
import { useCompany } from '~/lib/site-company';
import { type Translate, useT } from '~/lib/messages';
import type { QuickReply } from '../chat-protocol';

/** The widget's and the chat page's words in the page's language (the frame's catalogue, `chat.*`). */
export function chatCopy(t: Translate, company: Pick<Company, 'name' | 'phone'>) {
  const input = (name: 'chat' | 'name' | 'email' | 'phone' | 'person') => ({
    label: t(`chat.input.${name}`),
    placeholder: t(`chat.input.${name}Placeholder`),
  });
  const quick = (name: 'yes' | 'no' | 'prices' | 'hours' | 'quote' | 'person'): QuickReply => ({
    label: t(`chat.quick.${name}`),
    message: t(`chat.quick.${name}Message`),
  });
  return {
    launcherLabel: t('chat.launcher'),
    title: company.name,
    subtitle: t('chat.subtitle'),
    office: (open: boolean) => t(open ? 'chat.officeOpen' : 'chat.officeClosed'),
    staff: (available: boolean) => t(available ? 'chat.staffOnline' : 'chat.staffAway'),
    closeLabel: t('chat.close'),
    logLabel: t('chat.log'),
    typing: t('chat.typing'),
    sendLabel: t('chat.send'),
    youLabel: t('chat.you'),
    assistantLabel: t('chat.assistant'),
    privacyNote: t('chat.privacyNote'),
    privacyLink: t('chat.privacyLink'),
    input: { chat: input('chat'), name: input('name'), email: input('email'), phone: input('phone'), person: input('person') },
    quickRepliesLabel: t('chat.quickReplies'),
    quickReplies: { yes: quick('yes'), no: quick('no'), prices: quick('prices'), hours: quick('hours'), quote: quick('quote'), person: quick('person') },
    page: { title: t('chat.page.title'), intro: t('chat.page.intro'), restart: t('chat.page.restart'), retrySave: t('chat.page.retrySave') },
    greeting: t('chat.greeting', { company: company.name }),
    contactOffer: t('chat.offer'),
    unreachable: t('chat.unreachable', { phone: company.phone.display }),
    live: {
      waitingStatus: t('chat.live.waiting'),
      // Without a first name (an account named by its role), the visitor reads "the … team", never the role.
      liveStatus: (name: string) => (name ? t('chat.live.with', { name, company: company.name }) : t('chat.live.withTeam', { company: company.name })),
      staffLabel: (name: string) => (name ? t('chat.live.staff', { name, company: company.name }) : t('chat.live.staffTeam', { company: company.name })),
      typing: (name: string) => (name ? t('chat.live.typing', { name }) : t('chat.live.typingTeam')),
      endChat: t('chat.live.end'),
      sendAgain: t('chat.live.sendAgain'),
      reloadHint: t('chat.live.reloadHint'),
      reload: t('chat.live.reload'),
    },
  };
}

export type ChatCopy = ReturnType<typeof chatCopy>;

export function useChatCopy(): ChatCopy {
  const t = useT();
  const company = useCompany();
  return useMemo(() => chatCopy(t, company), [t, company]);
}
