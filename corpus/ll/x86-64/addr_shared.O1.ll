; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 16
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 16
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i32, i32* %0, i64 %4
  %6 = load i32, i32* %5, align 4, !tbaa !2
  %7 = add nsw i32 %6, %2
  store i32 %7, i32* %5, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i16, i16* %0, i64 %4
  %6 = load i16, i16* %5, align 2, !tbaa !6
  %7 = trunc i32 %2 to i16
  %8 = add i16 %6, %7
  store i16 %8, i16* %5, align 2, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = zext i32 %1 to i64
  %5 = getelementptr inbounds i8, i8* %0, i64 %4
  %6 = load i8, i8* %5, align 1, !tbaa !8
  %7 = trunc i32 %2 to i8
  %8 = xor i8 %6, %7
  store i8 %8, i8* %5, align 1, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !9
  %7 = add nsw i32 %6, %2
  store i32 %7, i32* %5, align 4, !tbaa !9
  %8 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 1
  %9 = load i16, i16* %8, align 4, !tbaa !11
  %10 = trunc i32 %2 to i16
  %11 = sub i16 %9, %10
  store i16 %11, i16* %8, align 4, !tbaa !11
  %12 = and i32 %2, 7
  %13 = shl i32 1, %12
  %14 = getelementptr inbounds %struct.cell, %struct.cell* %0, i64 %4, i32 2
  %15 = load i8, i8* %14, align 2, !tbaa !12
  %16 = trunc i32 %13 to i8
  %17 = or i8 %15, %16
  store i8 %17, i8* %14, align 2, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %0 to i64
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %4, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !2
  %8 = add nsw i32 %7, %2
  store i32 %8, i32* %6, align 4, !tbaa !2
  %9 = add nsw i32 %1, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %4, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = xor i32 %12, %2
  store i32 %13, i32* %11, align 4, !tbaa !2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = load i32, i32* %0, align 4
  br label %8

7:                                                ; preds = %8, %2
  ret void

8:                                                ; preds = %4, %8
  %9 = phi i32 [ %6, %4 ], [ %13, %8 ]
  %10 = phi i64 [ 1, %4 ], [ %14, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !2
  %13 = add nsw i32 %9, %12
  store i32 %13, i32* %11, align 4, !tbaa !2
  %14 = add nuw nsw i64 %10, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %7, label %8, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %9

1:                                                ; preds = %67, %1
  %2 = phi i32 [ %68, %67 ], [ %6, %1 ]
  %3 = phi i64 [ 1, %67 ], [ %7, %1 ]
  %4 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %3
  %5 = load i32, i32* %4, align 4, !tbaa !2
  %6 = add nsw i32 %2, %5
  store i32 %6, i32* %4, align 4, !tbaa !2
  %7 = add nuw nsw i64 %3, 1
  %8 = icmp eq i64 %7, 64
  br i1 %8, label %69, label %1, !llvm.loop !13

9:                                                ; preds = %0, %9
  %10 = phi i32 [ -1831433054, %0 ], [ %17, %9 ]
  %11 = phi i32 [ 0, %0 ], [ %65, %9 ]
  %12 = shl i32 %10, 13
  %13 = xor i32 %12, %10
  %14 = lshr i32 %13, 17
  %15 = xor i32 %14, %13
  %16 = shl i32 %15, 5
  %17 = xor i32 %16, %15
  %18 = and i32 %17, 63
  %19 = lshr i32 %17, 8
  %20 = and i32 %19, 255
  %21 = add nsw i32 %20, -128
  %22 = zext i32 %18 to i64
  %23 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !2
  %25 = add nsw i32 %24, %21
  store i32 %25, i32* %23, align 4, !tbaa !2
  %26 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i64 0, i64 %22
  %27 = load i16, i16* %26, align 2, !tbaa !6
  %28 = trunc i32 %21 to i16
  %29 = add i16 %27, %28
  store i16 %29, i16* %26, align 2, !tbaa !6
  %30 = lshr i32 %17, 24
  %31 = zext i32 %18 to i64
  %32 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1, !tbaa !8
  %34 = trunc i32 %30 to i8
  %35 = xor i8 %33, %34
  store i8 %35, i8* %32, align 1, !tbaa !8
  %36 = lshr i32 %17, 6
  %37 = and i32 %36, 31
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %38, i32 0
  %40 = load i32, i32* %39, align 8, !tbaa !9
  %41 = add nsw i32 %40, %21
  store i32 %41, i32* %39, align 8, !tbaa !9
  %42 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %38, i32 1
  %43 = load i16, i16* %42, align 4, !tbaa !11
  %44 = sub i16 %43, %28
  store i16 %44, i16* %42, align 4, !tbaa !11
  %45 = and i32 %19, 7
  %46 = shl i32 1, %45
  %47 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %38, i32 2
  %48 = load i8, i8* %47, align 2, !tbaa !12
  %49 = trunc i32 %46 to i8
  %50 = or i8 %48, %49
  store i8 %50, i8* %47, align 2, !tbaa !12
  %51 = lshr i32 %17, 11
  %52 = urem i32 %51, 12
  %53 = lshr i32 %17, 15
  %54 = urem i32 %53, 19
  %55 = zext i32 %52 to i64
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %55, i64 %56
  %58 = load i32, i32* %57, align 4, !tbaa !2
  %59 = add nsw i32 %58, %21
  store i32 %59, i32* %57, align 4, !tbaa !2
  %60 = add nuw nsw i32 %54, 1
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %55, i64 %61
  %63 = load i32, i32* %62, align 4, !tbaa !2
  %64 = xor i32 %63, %21
  store i32 %64, i32* %62, align 4, !tbaa !2
  %65 = add nuw nsw i32 %11, 1
  %66 = icmp eq i32 %65, 900
  br i1 %66, label %67, label %9, !llvm.loop !16

67:                                               ; preds = %9
  %68 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i64 0, i64 0), align 16
  br label %1

69:                                               ; preds = %1, %69
  %70 = phi i64 [ %86, %69 ], [ 0, %1 ]
  %71 = phi i32 [ %85, %69 ], [ -2128831035, %1 ]
  %72 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i64 0, i64 %70
  %73 = load i32, i32* %72, align 4, !tbaa !2
  %74 = xor i32 %73, %71
  %75 = mul i32 %74, 16777619
  %76 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i64 0, i64 %70
  %77 = load i16, i16* %76, align 2, !tbaa !6
  %78 = zext i16 %77 to i32
  %79 = xor i32 %75, %78
  %80 = mul i32 %79, 16777619
  %81 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i64 0, i64 %70
  %82 = load i8, i8* %81, align 1, !tbaa !8
  %83 = zext i8 %82 to i32
  %84 = xor i32 %80, %83
  %85 = mul i32 %84, 16777619
  %86 = add nuw nsw i64 %70, 1
  %87 = icmp eq i64 %86, 64
  br i1 %87, label %88, label %69, !llvm.loop !17

88:                                               ; preds = %69, %88
  %89 = phi i64 [ %105, %88 ], [ 0, %69 ]
  %90 = phi i32 [ %104, %88 ], [ %85, %69 ]
  %91 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %89, i32 0
  %92 = load i32, i32* %91, align 8, !tbaa !9
  %93 = xor i32 %92, %90
  %94 = mul i32 %93, 16777619
  %95 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %89, i32 1
  %96 = load i16, i16* %95, align 4, !tbaa !11
  %97 = zext i16 %96 to i32
  %98 = xor i32 %94, %97
  %99 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i64 0, i64 %89, i32 2
  %100 = load i8, i8* %99, align 2, !tbaa !12
  %101 = zext i8 %100 to i32
  %102 = shl nuw nsw i32 %101, 16
  %103 = xor i32 %98, %102
  %104 = mul i32 %103, 16777619
  %105 = add nuw nsw i64 %89, 1
  %106 = icmp eq i64 %105, 32
  br i1 %106, label %107, label %88, !llvm.loop !18

107:                                              ; preds = %88, %112
  %108 = phi i64 [ %113, %112 ], [ 0, %88 ]
  %109 = phi i32 [ %121, %112 ], [ %104, %88 ]
  br label %115

110:                                              ; preds = %112
  %111 = and i32 %121, 2147483647
  ret i32 %111

112:                                              ; preds = %115
  %113 = add nuw nsw i64 %108, 1
  %114 = icmp eq i64 %113, 12
  br i1 %114, label %110, label %107, !llvm.loop !19

115:                                              ; preds = %107, %115
  %116 = phi i64 [ 0, %107 ], [ %122, %115 ]
  %117 = phi i32 [ %109, %107 ], [ %121, %115 ]
  %118 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i64 0, i64 %108, i64 %116
  %119 = load i32, i32* %118, align 4, !tbaa !2
  %120 = xor i32 %119, %117
  %121 = mul i32 %120, 16777619
  %122 = add nuw nsw i64 %116, 1
  %123 = icmp eq i64 %122, 20
  br i1 %123, label %112, label %115, !llvm.loop !20
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = !{!4, !4, i64 0}
!9 = !{!10, !3, i64 0}
!10 = !{!"cell", !3, i64 0, !7, i64 4, !4, i64 6}
!11 = !{!10, !7, i64 4}
!12 = !{!10, !4, i64 6}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
