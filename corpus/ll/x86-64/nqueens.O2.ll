; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.expected = internal unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 16
@first_found = internal unnamed_addr global i1 false, align 4
@first_hash = internal unnamed_addr global i32 0, align 4
@queen_col = internal unnamed_addr global [8 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %19
  %2 = and i32 %24, 2147483647
  ret i32 %2

3:                                                ; preds = %0, %19
  %4 = phi i64 [ 1, %0 ], [ %25, %19 ]
  %5 = phi i32 [ -2128831035, %0 ], [ %24, %19 ]
  %6 = trunc i64 %4 to i32
  %7 = tail call fastcc i32 @solve_bits(i32 noundef %6, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4
  store i1 false, i1* @first_found, align 4
  store i32 0, i32* @first_hash, align 4, !tbaa !2
  %8 = icmp eq i64 %4, 7
  br i1 %8, label %11, label %9

9:                                                ; preds = %3
  %10 = tail call fastcc i32 @solve_array(i32 noundef %6, i32 noundef 0) #4
  br label %11

11:                                               ; preds = %3, %9
  %12 = phi i32 [ %10, %9 ], [ %7, %3 ]
  %13 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i64 0, i64 %4
  %14 = load i32, i32* %13, align 4, !tbaa !2
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
  %22 = load i32, i32* @first_hash, align 4, !tbaa !2
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, 16777619
  %25 = add nuw nsw i64 %4, 1
  %26 = icmp eq i64 %25, 8
  br i1 %26, label %1, label %3, !llvm.loop !6
}

; Function Attrs: nofree nosync nounwind readnone
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
  %28 = icmp eq i32 %19, 0
  br i1 %28, label %29, label %14, !llvm.loop !8

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @solve_array(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %12, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %94

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %9
  %11 = add nsw i32 %1, 1
  br label %50

12:                                               ; preds = %2
  %13 = load i1, i1* @first_found, align 4
  br i1 %13, label %94, label %14

14:                                               ; preds = %12
  store i1 true, i1* @first_found, align 4
  %15 = icmp sgt i32 %1, 0
  br i1 %15, label %16, label %94

16:                                               ; preds = %14
  %17 = load i32, i32* @first_hash, align 4, !tbaa !2
  %18 = zext i32 %1 to i64
  %19 = add nsw i64 %18, -1
  %20 = and i64 %18, 3
  %21 = icmp ult i64 %19, 3
  br i1 %21, label %76, label %22

22:                                               ; preds = %16
  %23 = and i64 %18, 4294967292
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %47, %24 ]
  %26 = phi i32 [ %17, %22 ], [ %46, %24 ]
  %27 = phi i64 [ 0, %22 ], [ %48, %24 ]
  %28 = shl i32 %26, 3
  %29 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %25
  %30 = load i32, i32* %29, align 16, !tbaa !2
  %31 = add i32 %28, %30
  %32 = or i64 %25, 1
  %33 = shl i32 %31, 3
  %34 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %32
  %35 = load i32, i32* %34, align 4, !tbaa !2
  %36 = add i32 %33, %35
  %37 = or i64 %25, 2
  %38 = shl i32 %36, 3
  %39 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %37
  %40 = load i32, i32* %39, align 8, !tbaa !2
  %41 = add i32 %38, %40
  %42 = or i64 %25, 3
  %43 = shl i32 %41, 3
  %44 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %42
  %45 = load i32, i32* %44, align 4, !tbaa !2
  %46 = add i32 %43, %45
  %47 = add nuw nsw i64 %25, 4
  %48 = add i64 %27, 4
  %49 = icmp eq i64 %48, %23
  br i1 %49, label %76, label %24, !llvm.loop !9

50:                                               ; preds = %6, %72
  %51 = phi i32 [ 0, %6 ], [ %74, %72 ]
  %52 = phi i32 [ 0, %6 ], [ %73, %72 ]
  br i1 %7, label %55, label %69

53:                                               ; preds = %60
  %54 = icmp eq i64 %68, %8
  br i1 %54, label %69, label %55, !llvm.loop !10

55:                                               ; preds = %50, %53
  %56 = phi i64 [ %68, %53 ], [ 0, %50 ]
  %57 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !2
  %59 = icmp eq i32 %58, %51
  br i1 %59, label %72, label %60

60:                                               ; preds = %55
  %61 = trunc i64 %56 to i32
  %62 = sub nsw i32 %58, %51
  %63 = sub nsw i32 %1, %61
  %64 = icmp eq i32 %62, %63
  %65 = sub nsw i32 %51, %58
  %66 = icmp eq i32 %65, %63
  %67 = select i1 %64, i1 true, i1 %66
  %68 = add nuw nsw i64 %56, 1
  br i1 %67, label %72, label %53

69:                                               ; preds = %53, %50
  store i32 %51, i32* %10, align 4, !tbaa !2
  %70 = tail call fastcc i32 @solve_array(i32 noundef %0, i32 noundef %11) #4
  %71 = add nsw i32 %70, %52
  store i32 -1, i32* %10, align 4, !tbaa !2
  br label %72

72:                                               ; preds = %55, %60, %69
  %73 = phi i32 [ %71, %69 ], [ %52, %60 ], [ %52, %55 ]
  %74 = add nuw nsw i32 %51, 1
  %75 = icmp eq i32 %74, %0
  br i1 %75, label %94, label %50, !llvm.loop !11

76:                                               ; preds = %24, %16
  %77 = phi i32 [ undef, %16 ], [ %46, %24 ]
  %78 = phi i64 [ 0, %16 ], [ %47, %24 ]
  %79 = phi i32 [ %17, %16 ], [ %46, %24 ]
  %80 = icmp eq i64 %20, 0
  br i1 %80, label %92, label %81

81:                                               ; preds = %76, %81
  %82 = phi i64 [ %89, %81 ], [ %78, %76 ]
  %83 = phi i32 [ %88, %81 ], [ %79, %76 ]
  %84 = phi i64 [ %90, %81 ], [ 0, %76 ]
  %85 = shl i32 %83, 3
  %86 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %82
  %87 = load i32, i32* %86, align 4, !tbaa !2
  %88 = add i32 %85, %87
  %89 = add nuw nsw i64 %82, 1
  %90 = add i64 %84, 1
  %91 = icmp eq i64 %90, %20
  br i1 %91, label %92, label %81, !llvm.loop !12

92:                                               ; preds = %81, %76
  %93 = phi i32 [ %77, %76 ], [ %88, %81 ]
  store i32 %93, i32* @first_hash, align 4, !tbaa !2
  br label %94

94:                                               ; preds = %72, %4, %14, %92, %12
  %95 = phi i32 [ 1, %12 ], [ 1, %92 ], [ 1, %14 ], [ 0, %4 ], [ %73, %72 ]
  ret i32 %95
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
