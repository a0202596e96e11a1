import type { RecordData } from '@iris/domain/common/envelope';
import type {
  Answer,
  CreateAnswerInput,
  CreateQuestionInput,
  Nesting,
  NestQuestionInput,
  Question,
  QuestionNode,
  UpdateAnswerInput,
  UpdateQuestionInput,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const TREE_KEY = ['questions', 'tree'] as const;

/** The whole questionnaire in one call (API.md questions/getQuestions). */
export function useQuestionTree() {
  return useQuery({
    queryKey: TREE_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<RecordData<QuestionNode[]>>('questions/getQuestions', { signal })).data
        .data,
  });
}

export const createQuestion = (values: CreateQuestionInput) =>
  apiRequest<RecordData<Question>>('questions/create', { body: values });

export const updateQuestion = (values: UpdateQuestionInput) =>
  apiRequest<RecordData<Question>>('questions/update', { method: 'PUT', body: values });

export const createAnswer = (values: CreateAnswerInput) =>
  apiRequest<RecordData<Answer>>('answers/create', { body: values });

export const updateAnswer = (values: UpdateAnswerInput) =>
  apiRequest<RecordData<Answer>>('answers/update', { method: 'PUT', body: values });

export const deleteAnswer = (id: number) =>
  apiRequest<RecordData<{ id: number }>>(`answers/delete/${id}`, { method: 'DELETE' });

export const nestQuestion = (values: NestQuestionInput) =>
  apiRequest<RecordData<Nesting>>('answers-questions/create', { body: values });

export const deleteNesting = (id: number) =>
  apiRequest<RecordData<{ id: number }>>(`answers-questions/delete/${id}`, { method: 'DELETE' });
