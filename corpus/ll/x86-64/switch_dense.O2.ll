; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4
@switch.table.main = private unnamed_addr constant [15 x i32] [i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 97, i32 98, i32 99, i32 100, i32 101], align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !2
  br label %2

2:                                                ; preds = %0, %57
  %3 = phi i32 [ -559038737, %0 ], [ %8, %57 ]
  %4 = phi i32 [ 0, %0 ], [ %61, %57 ]
  %5 = phi i32 [ 1, %0 ], [ %58, %57 ]
  %6 = phi i32 [ %1, %0 ], [ %60, %57 ]
  %7 = mul i32 %3, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 9
  %10 = add nsw i32 %9, -2097152
  %11 = lshr i32 %8, 28
  %12 = and i32 %4, 1
  %13 = xor i32 %11, %12
  switch i32 %13, label %55 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %18
    i32 3, label %20
    i32 4, label %22
    i32 5, label %24
    i32 6, label %26
    i32 7, label %29
    i32 8, label %32
    i32 9, label %35
    i32 10, label %38
    i32 11, label %41
    i32 12, label %44
    i32 13, label %44
    i32 14, label %47
  ]

14:                                               ; preds = %2
  %15 = add nsw i32 %10, %5
  br label %57

16:                                               ; preds = %2
  %17 = sub nsw i32 %5, %10
  br label %57

18:                                               ; preds = %2
  %19 = mul i32 %10, %5
  br label %57

20:                                               ; preds = %2
  %21 = and i32 %10, %5
  br label %57

22:                                               ; preds = %2
  %23 = or i32 %10, %5
  br label %57

24:                                               ; preds = %2
  %25 = xor i32 %10, %5
  br label %57

26:                                               ; preds = %2
  %27 = and i32 %9, 31
  %28 = shl i32 %5, %27
  br label %57

29:                                               ; preds = %2
  %30 = and i32 %9, 31
  %31 = lshr i32 %5, %30
  br label %57

32:                                               ; preds = %2
  %33 = and i32 %9, 31
  %34 = ashr i32 %5, %33
  br label %57

35:                                               ; preds = %2
  %36 = icmp slt i32 %5, %10
  %37 = zext i1 %36 to i32
  br label %57

38:                                               ; preds = %2
  %39 = icmp ult i32 %5, %10
  %40 = zext i1 %39 to i32
  br label %57

41:                                               ; preds = %2
  %42 = icmp eq i32 %5, %10
  %43 = select i1 %42, i32 1, i32 -1
  br label %57

44:                                               ; preds = %2, %2
  %45 = icmp sgt i32 %5, %10
  %46 = select i1 %45, i32 %5, i32 %10
  br label %57

47:                                               ; preds = %2
  %48 = icmp eq i32 %10, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %47
  %50 = icmp eq i32 %5, -2147483648
  %51 = icmp eq i32 %10, -1
  %52 = and i1 %50, %51
  br i1 %52, label %57, label %53

53:                                               ; preds = %49
  %54 = sdiv i32 %5, %10
  br label %57

55:                                               ; preds = %2
  %56 = xor i32 %5, -1
  br label %57

57:                                               ; preds = %14, %16, %18, %20, %22, %24, %26, %29, %32, %35, %38, %41, %44, %47, %49, %53, %55
  %58 = phi i32 [ %56, %55 ], [ %46, %44 ], [ %43, %41 ], [ %40, %38 ], [ %37, %35 ], [ %34, %32 ], [ %31, %29 ], [ %28, %26 ], [ %25, %24 ], [ %23, %22 ], [ %21, %20 ], [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], [ %54, %53 ], [ 0, %49 ], [ 0, %47 ]
  %59 = xor i32 %6, %58
  %60 = mul i32 %59, 16777619
  %61 = add nuw nsw i32 %4, 1
  %62 = icmp eq i32 %61, 1200
  br i1 %62, label %63, label %2, !llvm.loop !6

63:                                               ; preds = %57
  %64 = mul i32 %59, 637696617
  %65 = xor i32 %64, 1
  %66 = mul i32 %65, 16777619
  %67 = xor i32 %66, 3
  %68 = mul i32 %67, 16777619
  %69 = xor i32 %68, 7
  %70 = mul i32 %69, 16777619
  %71 = xor i32 %70, 15
  %72 = mul i32 %71, 16777619
  %73 = xor i32 %72, 31
  %74 = mul i32 %73, 16777619
  %75 = xor i32 %74, 63
  %76 = mul i32 %75, 16777619
  %77 = xor i32 %76, 127
  %78 = mul i32 %77, 16777619
  %79 = xor i32 %78, -1
  %80 = mul i32 %79, 16777619
  %81 = xor i32 %80, -1
  %82 = mul i32 %81, 16777619
  %83 = xor i32 %82, 14600
  %84 = mul i32 %83, 16777619
  br label %87

85:                                               ; preds = %105
  store i32 %108, i32* @h, align 4, !tbaa !2
  %86 = and i32 %108, 2147483647
  ret i32 %86

87:                                               ; preds = %105, %63
  %88 = phi i32 [ 0, %63 ], [ %109, %105 ]
  %89 = phi i32 [ %84, %63 ], [ %108, %105 ]
  %90 = mul nuw nsw i32 %88, 7
  %91 = and i32 %90, 14
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i64 0, i64 %92
  %94 = load i32, i32* %93, align 4
  %95 = xor i32 %89, %94
  %96 = mul i32 %95, 16777619
  %97 = or i32 %88, 1
  %98 = mul nuw nsw i32 %97, 7
  %99 = and i32 %98, 15
  %100 = icmp eq i32 %99, 15
  br i1 %100, label %105, label %101

101:                                              ; preds = %87
  %102 = zext i32 %99 to i64
  %103 = getelementptr inbounds [15 x i32], [15 x i32]* @switch.table.main, i64 0, i64 %102
  %104 = load i32, i32* %103, align 4
  br label %105

105:                                              ; preds = %101, %87
  %106 = phi i32 [ %104, %101 ], [ 102, %87 ]
  %107 = xor i32 %96, %106
  %108 = mul i32 %107, 16777619
  %109 = add nuw nsw i32 %88, 2
  %110 = icmp eq i32 %109, 64
  br i1 %110, label %85, label %87, !llvm.loop !8
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
