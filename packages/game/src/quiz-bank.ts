/** The quiz questions as the rules need them (no display text). */
export type QuizBank = {
  topics: Array<{
    topicId: string;
    opening: QuizQuestionKey[];
    closing: QuizQuestionKey[];
  }>;
};

export type QuizQuestionKey = {
  id: string;
  type: 'multiple_choice' | 'true_false' | 'short_answer' | 'essay';
  /** Accepted answers: an option key, "true"/"false", or the expected words in each language. */
  accepted: string[];
};
