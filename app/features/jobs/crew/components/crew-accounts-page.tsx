import { ReplyMessages } from '~/components/ui/reply-messages';
import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/form-field';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import type { FormReply } from '~/lib/form-reply';
import { ADD_CREW_INTENT, crewAccountSchema } from '../crew-account-form';

interface Member {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: string;
}

/** /admin/crew: who installs (their accounts see only /crew), and the form that adds an installer. */
export function CrewAccountsPage({ members, actionData }: { members: readonly Member[]; actionData: FormReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === ADD_CREW_INTENT;
  const reply = navigation.state === 'idle' && actionData?.intent === ADD_CREW_INTENT ? actionData : undefined;
  const [form, fields] = useForm({
    id: 'add-crew-form',
    lastResult: reply?.result as SubmissionResult<string[]> | undefined,
    constraint: getZodConstraint(crewAccountSchema),
    defaultValue: { language: 'en' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: crewAccountSchema }),
  });
  return (
    <div className="max-w-4xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Crew</h1>
        <Link to="/admin/dispatch" className="text-sm font-semibold text-brand-800 underline">
          Dispatch board
        </Link>
      </div>
      <Panel title="Installers">
        {members.length === 0 ? (
          <p className="text-sm text-slate-600">No installers yet. Add the first one below.</p>
        ) : (
          <Table caption="Installers" captionId="installers-caption">
            <TableHead>
              <tr>
                <Th>Name</Th>
                <Th>Email</Th>
                <Th>Phone</Th>
                <Th>Language</Th>
              </tr>
            </TableHead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} data-crew-member={member.email}>
                  <Td className="font-semibold text-brand-900">{member.name}</Td>
                  <Td>{member.email}</Td>
                  <Td>{member.phone ?? '—'}</Td>
                  <Td>{member.language === 'es' ? 'Spanish' : 'English'}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      <Panel title="Add an installer">
        <Form method="post" className="grid gap-4 sm:grid-cols-2" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={ADD_CREW_INTENT} />
          <TextField meta={fields.name} label="Name" autoComplete="off" />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="off" />
          <TextField meta={fields.phone} label="Mobile phone" type="tel" autoComplete="off" />
          <SelectField
            meta={fields.language}
            label="Language of their emails and phone page"
            options={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Spanish' },
            ]}
          />
          <TextField
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="Leave empty to email them an invitation to choose their own (valid for 7 days)."
            className="sm:col-span-2"
          />
          <div className="space-y-2 sm:col-span-2">
            <Button type="submit" variant="secondary" size="compact" disabled={busy}>
              {busy ? 'Adding...' : 'Add installer'}
            </Button>
            <ReplyMessages reply={reply} />
          </div>
        </Form>
      </Panel>
    </div>
  );
}
