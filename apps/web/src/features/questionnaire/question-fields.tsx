import { QUESTION_TYPES } from '@iris/domain/questionnaire/questionnaire.schemas';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import '../../lib/questionnaire-messages';

/**
 * A question's inputs, under `prefix` when the question is part of a larger body (a nesting). The
 * type is chosen once: editing shows it locked (RULES.md, the server refuses a change too).
 */
export function QuestionFields({
  prefix = '',
  typeLocked = false,
}: {
  prefix?: string;
  typeLocked?: boolean;
}) {
  const { t } = useTranslation();
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
        options={QUESTION_TYPES.map((type) => ({
          value: type,
          label: t(`questionnaire.typeOptions.${type}`),
        }))}
        disabled={typeLocked}
      />
      {/* Beside the input, not its helper text: a disabled input greys its helper out of contrast. */}
      {typeLocked && (
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.fields.typeLocked')}
        </Typography>
      )}
    </>
  );
}
