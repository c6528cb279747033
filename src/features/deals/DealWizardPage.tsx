import { Alert, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '@/shared/forms/useUnsavedChangesGuard';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { useErrorText } from '@/shared/i18n/useErrorText';
import { emptyClientForm } from '@/shared/recordForms/client/clientFormSchema';
import { useClientForm } from '@/shared/recordForms/client/useClientForm';
import { emptyOrganizationForm } from '@/shared/recordForms/organization/organizationFormSchema';
import { useOrganizationForm } from '@/shared/recordForms/organization/useOrganizationForm';
import { ClientStep } from './components/ClientStep';
import { CreatedSoFar } from './components/CreatedSoFar';
import { DealStep } from './components/DealStep';
import { emptyDealForm } from './components/dealForm/dealFormSchema';
import { useDealForm } from './components/dealForm/useDealForm';
import { LeaveWizardDialog } from './components/LeaveWizardDialog';
import { OrganizationStep } from './components/OrganizationStep';
import { WizardSummary } from './components/WizardSummary';
import { useLeadPrefill } from './hooks/useLeadPrefill';
import { canOpenStep, initialWizardState, STEPS, type StepIndex, wizardReducer } from './lib/wizardState';
import { wizardMessages } from './messages';

// Reusing a client found by phone is the safe default: it avoids duplicate clients for returning customers.
const WIZARD_CLIENT_DEFAULTS = { reuseExisting: true };

const STEP_HEADINGS = ['clientHeading', 'organizationHeading', 'dealHeading'] as const;

/**
 * One form per step, each creating its record when the user moves on, so that a failure later never loses
 * or repeats what was made before: created records are kept in the wizard's state and their ids reused.
 */
export function DealWizardPage() {
  const t = useMessages(wizardMessages);
  const describeError = useErrorText();
  const navigate = useNavigate();
  // On a phone the four steps fit only without their descriptions; the step heading says the rest.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const describe = (text: string) => (narrow ? undefined : text);
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const clientForm = useClientForm(WIZARD_CLIENT_DEFAULTS);
  const organizationForm = useOrganizationForm();
  const dealForm = useDealForm();
  const { leadId, lead } = useLeadPrefill(clientForm, dealForm, WIZARD_CLIENT_DEFAULTS);

  const typedSomething =
    clientForm.formState.isDirty || organizationForm.formState.isDirty || dealForm.formState.isDirty;
  const unfinished =
    state.deal === null && (state.client !== null || state.organization !== null || typedSomething);
  // In-app links and Back get our dialog, which can say what was created; reload and closing the tab get the
  // browser's own prompt, which pages can no longer word.
  const { blocker } = useUnsavedChangesGuard(unfinished);

  // Each step change moves focus to the new step's heading, so keyboard and screen reader users start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.active);
  useEffect(() => {
    if (shownStep.current === state.active) return;
    shownStep.current = state.active;
    headingRef.current?.focus();
  }, [state.active]);

  const goTo = (step: StepIndex) => dispatch({ type: 'goTo', step });

  function restart() {
    dispatch({ type: 'restart' });
    clientForm.reset(emptyClientForm(WIZARD_CLIENT_DEFAULTS));
    organizationForm.reset(emptyOrganizationForm());
    dealForm.reset(emptyDealForm());
    navigate('/deals/new');
  }

  const heading =
    state.active === 3 && state.deal
      ? t('summaryHeading', { id: state.deal.id })
      : t(STEP_HEADINGS[state.active as 0 | 1 | 2]);

  const stepProps = (step: StepIndex) => {
    const selectable = step !== state.active && canOpenStep(state, step);
    return {
      allowStepSelect: selectable,
      'aria-current': step === state.active ? ('step' as const) : undefined,
      'aria-disabled': !selectable && step !== state.active ? true : undefined,
    };
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {leadId !== null && (
        <Alert
          color={lead.isError ? 'orange' : 'blue'}
          role="note"
          title={t('fromLeadTitle', { id: leadId })}
        >
          <Text size="sm">
            {lead.isError
              ? t('leadFailed', { id: leadId, reason: describeError(lead.error) })
              : lead.isPending
                ? t('leadLoading', { id: leadId })
                : t('fromLeadText')}
          </Text>
        </Alert>
      )}
      <Stepper
        // Once the deal exists every step is done, the summary included: Mantine shows that past the last step.
        active={state.deal ? STEPS.length : state.active}
        onStepClick={(step) => goTo(step as StepIndex)}
        aria-label={t('steps')}
        size="sm"
      >
        <Stepper.Step
          label={t('stepClient')}
          description={describe(t('stepClientDescription'))}
          {...stepProps(0)}
        >
          <StepBody heading={heading} headingRef={headingRef} intro={t('clientIntro')}>
            <ClientStep
              form={clientForm}
              created={state.client}
              onCreated={(client) => dispatch({ type: 'clientCreated', client })}
              onKept={() => dispatch({ type: 'clientKept' })}
            />
          </StepBody>
        </Stepper.Step>
        <Stepper.Step
          label={t('stepOrganization')}
          description={describe(t('stepOrganizationDescription'))}
          {...stepProps(1)}
        >
          <StepBody heading={heading} headingRef={headingRef} intro={t('organizationIntro')}>
            <OrganizationStep
              form={organizationForm}
              created={state.organization}
              onCreated={(organization) => dispatch({ type: 'organizationCreated', organization })}
              onKept={() => dispatch({ type: 'organizationKept' })}
              onSkip={() => dispatch({ type: 'organizationSkipped' })}
              onBack={() => goTo(0)}
            />
          </StepBody>
        </Stepper.Step>
        <Stepper.Step
          label={t('stepDeal')}
          description={describe(t('stepDealDescription'))}
          {...stepProps(2)}
        >
          <StepBody heading={heading} headingRef={headingRef}>
            {state.client && (
              <DealStep
                form={dealForm}
                clientId={state.client.record.id}
                organizationId={state.linkOrganization ? (state.organization?.record.id ?? null) : null}
                onCreated={(deal) => dispatch({ type: 'dealCreated', deal })}
                onBack={() => goTo(1)}
              />
            )}
          </StepBody>
        </Stepper.Step>
        <Stepper.Step
          label={t('stepSummary')}
          description={describe(t('stepSummaryDescription'))}
          {...stepProps(3)}
        />
        <Stepper.Completed>
          <StepBody heading={heading} headingRef={headingRef}>
            {state.deal && (
              <WizardSummary state={{ ...state, deal: state.deal }} leadId={leadId} onRestart={restart} />
            )}
          </StepBody>
        </Stepper.Completed>
      </Stepper>
      <CreatedSoFar state={state} />
      <LeaveWizardDialog blocker={blocker} state={state} />
    </Stack>
  );
}

interface StepBodyProps {
  heading: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  intro?: string;
  children: React.ReactNode;
}

function StepBody({ heading, headingRef, intro, children }: StepBodyProps) {
  return (
    <Stack gap="md" pt="md">
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
        {heading}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
