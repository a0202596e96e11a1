import { MULTIPLE_CHOICE, QUESTION_TYPES } from '@iris/domain/questionnaire/questionnaire.schemas';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/select-input';
import { SwitchInput } from '../../components/switch-input';
import { TextInput } from '../../components/text-input';
import { useFieldError } from '../../components/use-field-error';

/**
 * A question's inputs, under `prefix` when the question is part of a larger body (a nesting). The
 * type is chosen once: editing shows it locked (docs/rules.md, the server refuses a change too). Only a
 * multiple-choice question may take several answers per patient (docs/rules.md, Questionnaire).
 */
export function QuestionFields({
  prefix = '',
  typeLocked = false,
}: {
  prefix?: string;
  typeLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const type: unknown = useWatch({ name: `${prefix}type` });
  const multipleError = useFieldError(`${prefix}multipleAnswers`);
  return (
    <>
      <TextInput
        name={`${prefix}question`}
        label={t('questionnaire.fields.question')}
        upperCase
        autoFocus
      />
      <TextInput
        name={`${prefix}description`}
        label={t('questionnaire.fields.description')}
        minRows={2}
      />
      <SelectInput
        name={`${prefix}type`}
        label={t('questionnaire.fields.type')}
        options={QUESTION_TYPES.map((value) => ({
          value,
          label: t(`questionnaire.typeOptions.${value}`),
        }))}
        disabled={typeLocked}
        // An open question takes a text: it never takes several answers.
        onValueChange={(value) => {
          if (value !== MULTIPLE_CHOICE) setValue(`${prefix}multipleAnswers`, false);
        }}
      />
      {/* Beside the input, not its helper text: a disabled input greys its helper out of contrast. */}
      {typeLocked && (
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.fields.typeLocked')}
        </Typography>
      )}
      {type === MULTIPLE_CHOICE && (
        <>
          <SwitchInput
            name={`${prefix}multipleAnswers`}
            label={t('questionnaire.fields.multipleAnswers')}
          />
          <Typography
            variant="body2"
            color={multipleError ? 'error' : 'text.secondary'}
            role={multipleError ? 'alert' : undefined}
          >
            {multipleError ?? t('questionnaire.fields.multipleAnswersHint')}
          </Typography>
        </>
      )}
    </>
  );
}
