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

1:                                                ; preds = %20
  %2 = and i32 %25, 2147483647
  ret i32 %2

3:                                                ; preds = %0, %20
  %4 = phi i64 [ 1, %0 ], [ %26, %20 ]
  %5 = phi i32 [ -2128831035, %0 ], [ %25, %20 ]
  %6 = trunc i64 %4 to i32
  %7 = call fastcc i32 @solve_bits(i32 noundef %6, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4
  store i1 false, i1* @first_found, align 4
  store i32 0, i32* @first_hash, align 4, !tbaa !2
  %8 = icmp eq i64 %4, 7
  br i1 %8, label %12, label %9

9:                                                ; preds = %3
  %10 = trunc i64 %4 to i32
  %11 = call fastcc i32 @solve_array(i32 noundef %10, i32 noundef 0) #4
  br label %12

12:                                               ; preds = %3, %9
  %13 = phi i32 [ %11, %9 ], [ %7, %3 ]
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i64 0, i64 %4
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = icmp eq i32 %7, %15
  %17 = icmp eq i32 %13, %7
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %20, label %19

19:                                               ; preds = %12
  call void @abort() #5
  br label %20

20:                                               ; preds = %12, %19
  %21 = xor i32 %7, %5
  %22 = mul i32 %21, 16777619
  %23 = load i32, i32* @first_hash, align 4, !tbaa !2
  %24 = xor i32 %23, %22
  %25 = mul i32 %24, 16777619
  %26 = add nuw nsw i64 %4, 1
  %27 = icmp eq i64 %26, 8
  br i1 %27, label %1, label %3, !llvm.loop !6
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
  %26 = call fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25) #4
  %27 = add nsw i32 %26, %16
  %28 = icmp eq i32 %19, 0
  br i1 %28, label %29, label %14, !llvm.loop !9

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
  br i1 %5, label %6, label %55

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = zext i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %9
  %11 = add nsw i32 %1, 1
  br label %28

12:                                               ; preds = %2
  %13 = load i1, i1* @first_found, align 4
  br i1 %13, label %55, label %14

14:                                               ; preds = %12
  store i1 true, i1* @first_found, align 4
  %15 = icmp sgt i32 %0, 0
  br i1 %15, label %16, label %55

16:                                               ; preds = %14
  %17 = load i32, i32* @first_hash, align 4, !tbaa !2
  %18 = zext i32 %0 to i64
  br label %19

19:                                               ; preds = %16, %19
  %20 = phi i64 [ 0, %16 ], [ %26, %19 ]
  %21 = phi i32 [ %17, %16 ], [ %25, %19 ]
  %22 = shl i32 %21, 3
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %20
  %24 = load i32, i32* %23, align 4, !tbaa !2
  %25 = add i32 %22, %24
  %26 = add nuw nsw i64 %20, 1
  %27 = icmp eq i64 %26, %18
  br i1 %27, label %54, label %19, !llvm.loop !10

28:                                               ; preds = %6, %50
  %29 = phi i32 [ 0, %6 ], [ %52, %50 ]
  %30 = phi i32 [ 0, %6 ], [ %51, %50 ]
  br i1 %7, label %33, label %47

31:                                               ; preds = %38
  %32 = icmp eq i64 %46, %8
  br i1 %32, label %47, label %33, !llvm.loop !11

33:                                               ; preds = %28, %31
  %34 = phi i64 [ %46, %31 ], [ 0, %28 ]
  %35 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %34
  %36 = load i32, i32* %35, align 4, !tbaa !2
  %37 = icmp eq i32 %36, %29
  br i1 %37, label %50, label %38

38:                                               ; preds = %33
  %39 = trunc i64 %34 to i32
  %40 = sub nsw i32 %36, %29
  %41 = sub nsw i32 %1, %39
  %42 = icmp eq i32 %40, %41
  %43 = sub nsw i32 %29, %36
  %44 = icmp eq i32 %43, %41
  %45 = select i1 %42, i1 true, i1 %44
  %46 = add nuw nsw i64 %34, 1
  br i1 %45, label %50, label %31

47:                                               ; preds = %31, %28
  store i32 %29, i32* %10, align 4, !tbaa !2
  %48 = call fastcc i32 @solve_array(i32 noundef %0, i32 noundef %11) #4
  %49 = add nsw i32 %48, %30
  store i32 -1, i32* %10, align 4, !tbaa !2
  br label %50

50:                                               ; preds = %38, %33, %47
  %51 = phi i32 [ %49, %47 ], [ %30, %33 ], [ %30, %38 ]
  %52 = add nuw nsw i32 %29, 1
  %53 = icmp eq i32 %52, %0
  br i1 %53, label %55, label %28, !llvm.loop !12

54:                                               ; preds = %19
  store i32 %25, i32* @first_hash, align 4, !tbaa !2
  br label %55

55:                                               ; preds = %50, %4, %14, %54, %12
  %56 = phi i32 [ 1, %12 ], [ 1, %54 ], [ 1, %14 ], [ 0, %4 ], [ %51, %50 ]
  ret i32 %56
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
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
