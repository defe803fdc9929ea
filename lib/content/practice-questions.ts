// Practice questions behind Moon Coder's Arrays and Trees cards. `npm run documents` turns each set
// into a Word file in public/Documents/ (scripts/generate-documents.ts).
import { z } from "zod";

export const practiceQuestionSchema = z.object({
  title: z.string().min(1),
  difficulty: z.enum(["Easy", "Medium", "Hard"]),
  statement: z.string().min(1),
  example: z.object({
    input: z.string().min(1),
    output: z.string().min(1),
    explanation: z.string().optional(),
  }),
  constraints: z.array(z.string().min(1)).min(1),
  hint: z.string().min(1),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const questionSetSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  /** File name under public/Documents/ (the spec's download links). */
  fileName: z.string().regex(/^[A-Za-z]+\.docx$/),
  questions: z.array(practiceQuestionSchema).min(8),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

const TREE_NOTE =
  "Trees are given in level order; null marks a missing child. For example [1, 2, 3, null, 4] is 1 with children 2 and 3, and 4 as the right child of 2.";

export const arrayQuestions: QuestionSet = questionSetSchema.parse({
  title: "Moon Coder practice set: Arrays",
  intro:
    "Ten array problems, from warm-ups to interview favourites. Try each one for at least twenty minutes before reading the hint, and write down the time and space complexity of your solution.",
  fileName: "ArrayQuestion.docx",
  questions: [
    {
      title: "Second Largest Element",
      difficulty: "Easy",
      statement:
        "Given an array of integers, print the second largest distinct value. If every element is equal, print -1.",
      example: { input: "arr = [12, 35, 1, 10, 34, 1]", output: "34" },
      constraints: ["2 ≤ n ≤ 10^5", "-10^9 ≤ arr[i] ≤ 10^9"],
      hint: "One pass is enough: keep the largest and the second largest seen so far, and skip values equal to the largest.",
    },
    {
      title: "Move Zeros to the End",
      difficulty: "Easy",
      statement:
        "Move every zero in the array to the end while keeping the relative order of the non-zero elements. Do it in place.",
      example: { input: "arr = [0, 4, 0, 3, 12]", output: "[4, 3, 12, 0, 0]" },
      constraints: ["1 ≤ n ≤ 10^5", "Use O(1) extra space"],
      hint: "Keep a write index for the next non-zero value; copy non-zero values forward, then fill the rest with zeros.",
    },
    {
      title: "Rotate an Array by K",
      difficulty: "Easy",
      statement: "Rotate the array to the right by k positions.",
      example: { input: "arr = [1, 2, 3, 4, 5, 6, 7], k = 3", output: "[5, 6, 7, 1, 2, 3, 4]" },
      constraints: ["1 ≤ n ≤ 10^5", "0 ≤ k ≤ 10^9"],
      hint: "Take k modulo n. Reverse the whole array, then reverse the first k elements and the remaining n - k.",
    },
    {
      title: "Pair with Target Sum",
      difficulty: "Easy",
      statement:
        "Given an array and a target, print the indices (0-based) of two different elements whose sum equals the target. Exactly one such pair exists.",
      example: {
        input: "arr = [2, 7, 11, 15], target = 9",
        output: "0 1",
        explanation: "2 + 7 = 9.",
      },
      constraints: ["2 ≤ n ≤ 10^5", "-10^9 ≤ arr[i], target ≤ 10^9"],
      hint: "Store each value's index in a hash map; for every element, look up target minus the element.",
    },
    {
      title: "Maximum Subarray Sum",
      difficulty: "Medium",
      statement: "Find the largest sum of a non-empty contiguous subarray.",
      example: {
        input: "arr = [-2, 1, -3, 4, -1, 2, 1, -5, 4]",
        output: "6",
        explanation: "The subarray [4, -1, 2, 1] has the largest sum.",
      },
      constraints: ["1 ≤ n ≤ 10^5", "-10^4 ≤ arr[i] ≤ 10^4"],
      hint: "Kadane's algorithm: the best sum ending here is either this element alone or this element plus the best sum ending at the previous one.",
    },
    {
      title: "Sort an Array of 0s, 1s and 2s",
      difficulty: "Medium",
      statement:
        "Sort an array that holds only 0, 1 and 2 in a single pass, without a sorting function.",
      example: { input: "arr = [2, 0, 2, 1, 1, 0]", output: "[0, 0, 1, 1, 2, 2]" },
      constraints: ["1 ≤ n ≤ 10^6", "One pass, O(1) extra space"],
      hint: "Use three pointers (low, mid, high) as in the Dutch national flag problem.",
    },
    {
      title: "Product of Array Except Self",
      difficulty: "Medium",
      statement:
        "Return an array where each position holds the product of all other elements, without using division.",
      example: { input: "arr = [1, 2, 3, 4]", output: "[24, 12, 8, 6]" },
      constraints: ["2 ≤ n ≤ 10^5", "Every product fits in a 32-bit integer"],
      hint: "Multiply a running prefix product from the left, then a running suffix product from the right.",
    },
    {
      title: "Merge Overlapping Intervals",
      difficulty: "Medium",
      statement: "Given a list of intervals [start, end], merge all overlapping intervals.",
      example: {
        input: "intervals = [[1, 3], [2, 6], [8, 10], [15, 18]]",
        output: "[[1, 6], [8, 10], [15, 18]]",
      },
      constraints: ["1 ≤ n ≤ 10^4", "0 ≤ start ≤ end ≤ 10^4"],
      hint: "Sort by start; extend the last merged interval while the next one starts before it ends.",
    },
    {
      title: "Longest Consecutive Sequence",
      difficulty: "Medium",
      statement:
        "Find the length of the longest run of consecutive integers present in an unsorted array, in O(n) time.",
      example: {
        input: "arr = [100, 4, 200, 1, 3, 2]",
        output: "4",
        explanation: "1, 2, 3 and 4 are all present.",
      },
      constraints: ["0 ≤ n ≤ 10^5", "-10^9 ≤ arr[i] ≤ 10^9"],
      hint: "Put all values in a set and start counting only from numbers whose predecessor is missing.",
    },
    {
      title: "Trapping Rain Water",
      difficulty: "Hard",
      statement:
        "Bars of width 1 have the given heights. Compute how many units of rain water are trapped between them.",
      example: { input: "height = [0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]", output: "6" },
      constraints: ["1 ≤ n ≤ 2 × 10^4", "0 ≤ height[i] ≤ 10^5"],
      hint: "Water above a bar is the smaller of the highest bar to its left and to its right, minus its height. Two pointers do it in O(1) space.",
    },
  ],
});

export const treeQuestions: QuestionSet = questionSetSchema.parse({
  title: "Moon Coder practice set: Trees",
  intro: `Ten binary tree problems that cover traversal, recursion and binary search trees. ${TREE_NOTE}`,
  fileName: "TreeQuestion.docx",
  questions: [
    {
      title: "Maximum Depth of a Binary Tree",
      difficulty: "Easy",
      statement: "Return the number of nodes on the longest path from the root down to a leaf.",
      example: { input: "root = [3, 9, 20, null, null, 15, 7]", output: "3" },
      constraints: ["0 ≤ nodes ≤ 10^4"],
      hint: "The depth of a node is one more than the larger depth of its two children.",
    },
    {
      title: "Inorder Traversal without Recursion",
      difficulty: "Easy",
      statement:
        "Print the inorder traversal of a binary tree using an explicit stack instead of recursion.",
      example: { input: "root = [1, null, 2, 3]", output: "1 3 2" },
      constraints: ["0 ≤ nodes ≤ 100"],
      hint: "Push nodes while going left; pop, visit, then move to the right child.",
    },
    {
      title: "Mirror a Binary Tree",
      difficulty: "Easy",
      statement:
        "Turn a binary tree into its mirror image by swapping the left and right child of every node.",
      example: { input: "root = [4, 2, 7, 1, 3, 6, 9]", output: "[4, 7, 2, 9, 6, 3, 1]" },
      constraints: ["0 ≤ nodes ≤ 100"],
      hint: "Swap the children of the root, then mirror each subtree recursively.",
    },
    {
      title: "Level Order Traversal",
      difficulty: "Medium",
      statement: "Print the values of the tree level by level, each level on its own line.",
      example: { input: "root = [3, 9, 20, null, null, 15, 7]", output: "3\n9 20\n15 7" },
      constraints: ["0 ≤ nodes ≤ 2000"],
      hint: "Use a queue; before processing a level, note how many nodes it holds.",
    },
    {
      title: "Check for a Balanced Tree",
      difficulty: "Easy",
      statement:
        "A tree is balanced when, at every node, the heights of the two subtrees differ by at most one. Print true or false.",
      example: { input: "root = [1, 2, 2, 3, 3, null, null, 4, 4]", output: "false" },
      constraints: ["0 ≤ nodes ≤ 5000"],
      hint: "Return the height from each call, or -1 as soon as an unbalanced subtree is found, so each node is visited once.",
    },
    {
      title: "Validate a Binary Search Tree",
      difficulty: "Medium",
      statement:
        "Check whether a binary tree is a valid BST: every value in a left subtree is smaller than the node, every value in a right subtree is larger.",
      example: {
        input: "root = [5, 1, 4, null, null, 3, 6]",
        output: "false",
        explanation: "4 is in the right subtree of 5 but smaller than it.",
      },
      constraints: ["1 ≤ nodes ≤ 10^4", "Values fit in a 32-bit integer"],
      hint: "Pass down the allowed range (low, high) for each node, or check that the inorder traversal is strictly increasing.",
    },
    {
      title: "Lowest Common Ancestor",
      difficulty: "Medium",
      statement: "Given two nodes p and q of a binary tree, find their lowest common ancestor.",
      example: { input: "root = [3, 5, 1, 6, 2, 0, 8], p = 6, q = 2", output: "5" },
      constraints: ["2 ≤ nodes ≤ 10^5", "p and q are different and both exist in the tree"],
      hint: "If p and q are found in different subtrees of a node, that node is the answer; otherwise pass up whichever side found something.",
    },
    {
      title: "Diameter of a Binary Tree",
      difficulty: "Medium",
      statement:
        "Return the number of edges on the longest path between any two nodes of the tree.",
      example: {
        input: "root = [1, 2, 3, 4, 5]",
        output: "3",
        explanation: "The path 4, 2, 1, 3 has three edges.",
      },
      constraints: ["1 ≤ nodes ≤ 10^4"],
      hint: "At each node, the longest path through it is left height plus right height; keep the maximum while computing heights.",
    },
    {
      title: "Kth Smallest Element in a BST",
      difficulty: "Medium",
      statement: "Return the kth smallest value (1-indexed) in a binary search tree.",
      example: { input: "root = [5, 3, 6, 2, 4, null, null, 1], k = 3", output: "3" },
      constraints: ["1 ≤ k ≤ nodes ≤ 10^4"],
      hint: "An inorder traversal of a BST visits values in sorted order; stop at the kth visit.",
    },
    {
      title: "Maximum Path Sum",
      difficulty: "Hard",
      statement:
        "A path is any sequence of connected nodes, each used at most once; it need not pass through the root. Return the largest possible sum of a path.",
      example: {
        input: "root = [-10, 9, 20, null, null, 15, 7]",
        output: "42",
        explanation: "The path 15, 20, 7 sums to 42.",
      },
      constraints: ["1 ≤ nodes ≤ 3 × 10^4", "-1000 ≤ value ≤ 1000"],
      hint: "Each call returns the best downward path from its node (ignoring negative branches) and updates a global best that may bend through the node.",
    },
  ],
});

export const questionSets: QuestionSet[] = [arrayQuestions, treeQuestions];
