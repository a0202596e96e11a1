import type {
  CreateAnswerInput,
  CreateQuestionInput,
  NestQuestionInput,
  UpdateAnswerInput,
  UpdateQuestionInput,
} from '@iris/domain/questionnaire/questionnaire.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const questionnaireQueries = {
  /** The whole questionnaire in one call (docs/api.md questions/getQuestions). */
  tree: () =>
    queryOptions({
      queryKey: ['questions', 'tree'] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('POST', 'questions/getQuestions', { signal })).data.data,
    }),
};

export function useQuestionTree() {
  return useQuery(questionnaireQueries.tree());
}

export const createQuestion = (values: CreateQuestionInput) =>
  apiRequest('POST', 'questions/create', { body: values });

export const updateQuestion = (values: UpdateQuestionInput) =>
  apiRequest('PUT', 'questions/update', { body: values });

export const createAnswer = (values: CreateAnswerInput) =>
  apiRequest('POST', 'answers/create', { body: values });

export const updateAnswer = (values: UpdateAnswerInput) =>
  apiRequest('PUT', 'answers/update', { body: values });

export const deleteAnswer = (id: number) =>
  apiRequest('DELETE', 'answers/delete/{id}', { params: { id } });

export const nestQuestion = (values: NestQuestionInput) =>
  apiRequest('POST', 'answers-questions/create', { body: values });

export const deleteNesting = (id: number) =>
  apiRequest('DELETE', 'answers-questions/delete/{id}', { params: { id } });
