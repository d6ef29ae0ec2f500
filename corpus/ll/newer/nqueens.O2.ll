; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.expected = internal unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 16
@first_found = internal unnamed_addr global i1 false, align 4
@first_hash = internal unnamed_addr global i32 0, align 4
@queen_col = internal unnamed_addr global [8 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %19
  %2 = and i32 %24, 2147483647
  ret i32 %2

3:                                                ; preds = %0, %19
  %4 = phi i64 [ 1, %0 ], [ %25, %19 ]
  %5 = phi i32 [ -2128831035, %0 ], [ %24, %19 ]
  %6 = trunc nuw nsw i64 %4 to i32
  %7 = tail call fastcc i32 @solve_bits(i32 noundef %6, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4
  store i1 false, ptr @first_found, align 4
  store i32 0, ptr @first_hash, align 4, !tbaa !2
  %8 = icmp eq i64 %4, 7
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = tail call fastcc i32 @solve_array(i32 noundef %6, i32 noundef 0) #4
  br label %11

11:                                               ; preds = %3, %9
  %12 = phi i32 [ %10, %9 ], [ %7, %3 ]
  %13 = getelementptr inbounds [8 x i32], ptr @main.expected, i64 0, i64 %4
  %14 = load i32, ptr %13, align 4, !tbaa !2
  %15 = icmp eq i32 %7, %14
  %16 = icmp eq i32 %12, %7
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %19, label %18

18:                                               ; preds = %11
  tail call void @abort() #5
  br label %19

19:                                               ; preds = %11, %18
  %20 = xor i32 %7, %5
  %21 = mul i32 %20, 16777619
  %22 = load i32, ptr @first_hash, align 4, !tbaa !2
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, 16777619
  %25 = add nuw nsw i64 %4, 1
  %26 = icmp eq i64 %25, 8
  br i1 %26, label %1, label %3, !llvm.loop !6
}

; Function Attrs: nofree nosync nounwind memory(none)
define internal fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = xor i32 %18, %15
  %20 = or i32 %18, %1
  %21 = or i32 %18, %2
  %22 = shl i32 %21, 1
  %23 = and i32 %22, %6
  %24 = or i32 %18, %3
  %25 = lshr i32 %24, 1
  %26 = tail call fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25) #4
  %27 = add nsw i32 %26, %16
  %28 = icmp eq i32 %18, %15
  br i1 %28, label %29, label %14, !llvm.loop !8

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc i32 @solve_array(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %104

6:                                                ; preds = %4
  %7 = icmp slt i32 %1, 1
  %8 = zext nneg i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %9
  %11 = add nsw i32 %1, 1
  br label %49

12:                                               ; preds = %2
  %13 = load i1, ptr @first_found, align 4
  br i1 %13, label %104, label %14

14:                                               ; preds = %12
  store i1 true, ptr @first_found, align 4
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %104

16:                                               ; preds = %14
  %17 = load i32, ptr @first_hash, align 4, !tbaa !2
  %18 = zext nneg i32 %1 to i64
  %19 = and i64 %18, 3
  %20 = icmp ult i32 %1, 4
  br i1 %20, label %86, label %21

21:                                               ; preds = %16
  %22 = and i64 %18, 2147483644
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %46, %23 ]
  %25 = phi i32 [ %17, %21 ], [ %45, %23 ]
  %26 = phi i64 [ 0, %21 ], [ %47, %23 ]
  %27 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %24
  %28 = load i32, ptr %27, align 16, !tbaa !2
  %29 = or disjoint i64 %24, 1
  %30 = shl i32 %25, 6
  %31 = shl i32 %28, 3
  %32 = add i32 %30, %31
  %33 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %29
  %34 = load i32, ptr %33, align 4, !tbaa !2
  %35 = add i32 %32, %34
  %36 = or disjoint i64 %24, 2
  %37 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %36
  %38 = load i32, ptr %37, align 8, !tbaa !2
  %39 = or disjoint i64 %24, 3
  %40 = shl i32 %35, 6
  %41 = shl i32 %38, 3
  %42 = add i32 %40, %41
  %43 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %39
  %44 = load i32, ptr %43, align 4, !tbaa !2
  %45 = add i32 %42, %44
  %46 = add nuw nsw i64 %24, 4
  %47 = add i64 %26, 4
  %48 = icmp eq i64 %47, %22
  br i1 %48, label %86, label %23, !llvm.loop !9

49:                                               ; preds = %6, %82
  %50 = phi i32 [ 0, %6 ], [ %84, %82 ]
  %51 = phi i32 [ 0, %6 ], [ %83, %82 ]
  br i1 %7, label %79, label %52

52:                                               ; preds = %49
  %53 = load i32, ptr @queen_col, align 16, !tbaa !2
  %54 = icmp eq i32 %53, %50
  br i1 %54, label %82, label %55

55:                                               ; preds = %52
  %56 = sub nsw i32 %53, %50
  %57 = icmp eq i32 %56, %1
  %58 = sub nsw i32 %50, %53
  %59 = icmp eq i32 %58, %1
  %60 = select i1 %57, i1 true, i1 %59
  br i1 %60, label %82, label %61

61:                                               ; preds = %55, %69
  %62 = phi i64 [ %63, %69 ], [ 0, %55 ]
  %63 = add nuw nsw i64 %62, 1
  %64 = icmp eq i64 %63, %8
  br i1 %64, label %77, label %65, !llvm.loop !10

65:                                               ; preds = %61
  %66 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %63
  %67 = load i32, ptr %66, align 4, !tbaa !2
  %68 = icmp eq i32 %67, %50
  br i1 %68, label %77, label %69, !llvm.loop !10

69:                                               ; preds = %65
  %70 = sub nsw i32 %67, %50
  %71 = trunc i64 %63 to i32
  %72 = sub i32 %1, %71
  %73 = icmp eq i32 %70, %72
  %74 = sub nsw i32 %50, %67
  %75 = icmp eq i32 %74, %72
  %76 = select i1 %73, i1 true, i1 %75
  br i1 %76, label %77, label %61, !llvm.loop !10

77:                                               ; preds = %61, %65, %69
  %78 = icmp ult i64 %63, %8
  br i1 %78, label %82, label %79

79:                                               ; preds = %49, %77
  store i32 %50, ptr %10, align 4, !tbaa !2
  %80 = tail call fastcc i32 @solve_array(i32 noundef %0, i32 noundef %11) #4
  %81 = add nsw i32 %80, %51
  store i32 -1, ptr %10, align 4, !tbaa !2
  br label %82

82:                                               ; preds = %55, %52, %77, %79
  %83 = phi i32 [ %81, %79 ], [ %51, %77 ], [ %51, %52 ], [ %51, %55 ]
  %84 = add nuw nsw i32 %50, 1
  %85 = icmp eq i32 %84, %0
  br i1 %85, label %104, label %49, !llvm.loop !11

86:                                               ; preds = %23, %16
  %87 = phi i32 [ poison, %16 ], [ %45, %23 ]
  %88 = phi i64 [ 0, %16 ], [ %46, %23 ]
  %89 = phi i32 [ %17, %16 ], [ %45, %23 ]
  %90 = icmp eq i64 %19, 0
  br i1 %90, label %102, label %91

91:                                               ; preds = %86, %91
  %92 = phi i64 [ %99, %91 ], [ %88, %86 ]
  %93 = phi i32 [ %98, %91 ], [ %89, %86 ]
  %94 = phi i64 [ %100, %91 ], [ 0, %86 ]
  %95 = shl i32 %93, 3
  %96 = getelementptr inbounds [8 x i32], ptr @queen_col, i64 0, i64 %92
  %97 = load i32, ptr %96, align 4, !tbaa !2
  %98 = add i32 %95, %97
  %99 = add nuw nsw i64 %92, 1
  %100 = add i64 %94, 1
  %101 = icmp eq i64 %100, %19
  br i1 %101, label %102, label %91, !llvm.loop !12

102:                                              ; preds = %91, %86
  %103 = phi i32 [ %87, %86 ], [ %98, %91 ]
  store i32 %103, ptr @first_hash, align 4, !tbaa !2
  br label %104

104:                                              ; preds = %82, %4, %14, %102, %12
  %105 = phi i32 [ 1, %12 ], [ 1, %102 ], [ 1, %14 ], [ 0, %4 ], [ %83, %82 ]
  ret i32 %105
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
