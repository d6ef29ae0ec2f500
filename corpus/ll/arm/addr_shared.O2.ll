; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 4
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 4
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 2
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 1
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump(i32* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i32, i32* %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump16(i16* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i16, i16* %0, i32 %1
  %5 = load i16, i16* %4, align 2, !tbaa !11
  %6 = trunc i32 %2 to i16
  %7 = add i16 %5, %6
  store i16 %7, i16* %4, align 2, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @bump8(i8* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds i8, i8* %0, i32 %1
  %5 = load i8, i8* %4, align 1, !tbaa !13
  %6 = trunc i32 %2 to i8
  %7 = xor i8 %5, %6
  store i8 %7, i8* %4, align 1, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @touch(%struct.cell* nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !14
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !14
  %7 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 1
  %8 = load i16, i16* %7, align 4, !tbaa !16
  %9 = trunc i32 %2 to i16
  %10 = sub i16 %8, %9
  store i16 %10, i16* %7, align 4, !tbaa !16
  %11 = and i32 %2, 7
  %12 = shl nuw nsw i32 1, %11
  %13 = getelementptr inbounds %struct.cell, %struct.cell* %0, i32 %1, i32 2
  %14 = load i8, i8* %13, align 2, !tbaa !17
  %15 = trunc i32 %12 to i8
  %16 = or i8 %14, %15
  store i8 %16, i8* %13, align 2, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %1
  %5 = load i32, i32* %4, align 4, !tbaa !7
  %6 = add nsw i32 %5, %2
  store i32 %6, i32* %4, align 4, !tbaa !7
  %7 = add nsw i32 %1, 1
  %8 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %0, i32 %7
  %9 = load i32, i32* %8, align 4, !tbaa !7
  %10 = xor i32 %9, %2
  store i32 %10, i32* %8, align 4, !tbaa !7
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local void @prefix(i32* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = load i32, i32* %0, align 4, !tbaa !7
  br label %7

6:                                                ; preds = %7, %2
  ret void

7:                                                ; preds = %4, %7
  %8 = phi i32 [ %12, %7 ], [ %5, %4 ]
  %9 = phi i32 [ %13, %7 ], [ 1, %4 ]
  %10 = getelementptr inbounds i32, i32* %0, i32 %9
  %11 = load i32, i32* %10, align 4, !tbaa !7
  %12 = add nsw i32 %8, %11
  store i32 %12, i32* %10, align 4, !tbaa !7
  %13 = add nuw nsw i32 %9, 1
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %6, label %7, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %22

1:                                                ; preds = %22
  %2 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @hist, i32 0, i32 0), align 4, !tbaa !7
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i32 [ %8, %3 ], [ %2, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 1, %1 ]
  %6 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %5
  %7 = load i32, i32* %6, align 4, !tbaa !7
  %8 = add nsw i32 %7, %4
  store i32 %8, i32* %6, align 4, !tbaa !7
  %9 = add nuw nsw i32 %5, 1
  %10 = icmp eq i32 %9, 64
  br i1 %10, label %11, label %3, !llvm.loop !18

11:                                               ; preds = %3
  %12 = xor i32 %2, -2128831035
  %13 = mul i32 %12, 16777619
  %14 = load i16, i16* getelementptr inbounds ([64 x i16], [64 x i16]* @h16, i32 0, i32 0), align 2, !tbaa !11
  %15 = zext i16 %14 to i32
  %16 = xor i32 %13, %15
  %17 = mul i32 %16, 16777619
  %18 = load i8, i8* getelementptr inbounds ([64 x i8], [64 x i8]* @h8, i32 0, i32 0), align 1, !tbaa !13
  %19 = zext i8 %18 to i32
  %20 = xor i32 %17, %19
  %21 = mul i32 %20, 16777619
  br label %74

22:                                               ; preds = %0, %22
  %23 = phi i32 [ -1831433054, %0 ], [ %30, %22 ]
  %24 = phi i32 [ 0, %0 ], [ %72, %22 ]
  %25 = shl i32 %23, 13
  %26 = xor i32 %25, %23
  %27 = lshr i32 %26, 17
  %28 = xor i32 %27, %26
  %29 = shl i32 %28, 5
  %30 = xor i32 %29, %28
  %31 = and i32 %30, 63
  %32 = lshr i32 %30, 8
  %33 = and i32 %32, 255
  %34 = add nsw i32 %33, -128
  %35 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %31
  %36 = load i32, i32* %35, align 4, !tbaa !7
  %37 = add nsw i32 %36, %34
  store i32 %37, i32* %35, align 4, !tbaa !7
  %38 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %31
  %39 = load i16, i16* %38, align 2, !tbaa !11
  %40 = trunc i32 %34 to i16
  %41 = add i16 %39, %40
  store i16 %41, i16* %38, align 2, !tbaa !11
  %42 = lshr i32 %30, 24
  %43 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %31
  %44 = load i8, i8* %43, align 1, !tbaa !13
  %45 = trunc i32 %42 to i8
  %46 = xor i8 %44, %45
  store i8 %46, i8* %43, align 1, !tbaa !13
  %47 = lshr i32 %30, 6
  %48 = and i32 %47, 31
  %49 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %48, i32 0
  %50 = load i32, i32* %49, align 4, !tbaa !14
  %51 = add nsw i32 %50, %34
  store i32 %51, i32* %49, align 4, !tbaa !14
  %52 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %48, i32 1
  %53 = load i16, i16* %52, align 4, !tbaa !16
  %54 = sub i16 %53, %40
  store i16 %54, i16* %52, align 4, !tbaa !16
  %55 = and i32 %32, 7
  %56 = shl nuw nsw i32 1, %55
  %57 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %48, i32 2
  %58 = load i8, i8* %57, align 2, !tbaa !17
  %59 = trunc i32 %56 to i8
  %60 = or i8 %58, %59
  store i8 %60, i8* %57, align 2, !tbaa !17
  %61 = lshr i32 %30, 11
  %62 = urem i32 %61, 12
  %63 = lshr i32 %30, 15
  %64 = urem i32 %63, 19
  %65 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %62, i32 %64
  %66 = load i32, i32* %65, align 4, !tbaa !7
  %67 = add nsw i32 %66, %34
  store i32 %67, i32* %65, align 4, !tbaa !7
  %68 = add nuw nsw i32 %64, 1
  %69 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %62, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !7
  %71 = xor i32 %70, %34
  store i32 %71, i32* %69, align 4, !tbaa !7
  %72 = add nuw nsw i32 %24, 1
  %73 = icmp eq i32 %72, 900
  br i1 %73, label %1, label %22, !llvm.loop !20

74:                                               ; preds = %11, %74
  %75 = phi i32 [ 1, %11 ], [ %91, %74 ]
  %76 = phi i32 [ %21, %11 ], [ %90, %74 ]
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* @hist, i32 0, i32 %75
  %78 = load i32, i32* %77, align 4, !tbaa !7
  %79 = xor i32 %78, %76
  %80 = mul i32 %79, 16777619
  %81 = getelementptr inbounds [64 x i16], [64 x i16]* @h16, i32 0, i32 %75
  %82 = load i16, i16* %81, align 2, !tbaa !11
  %83 = zext i16 %82 to i32
  %84 = xor i32 %80, %83
  %85 = mul i32 %84, 16777619
  %86 = getelementptr inbounds [64 x i8], [64 x i8]* @h8, i32 0, i32 %75
  %87 = load i8, i8* %86, align 1, !tbaa !13
  %88 = zext i8 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = add nuw nsw i32 %75, 1
  %92 = icmp eq i32 %91, 64
  br i1 %92, label %93, label %74, !llvm.loop !21

93:                                               ; preds = %74, %93
  %94 = phi i32 [ %110, %93 ], [ 0, %74 ]
  %95 = phi i32 [ %109, %93 ], [ %90, %74 ]
  %96 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %94, i32 0
  %97 = load i32, i32* %96, align 4, !tbaa !14
  %98 = xor i32 %97, %95
  %99 = mul i32 %98, 16777619
  %100 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %94, i32 1
  %101 = load i16, i16* %100, align 4, !tbaa !16
  %102 = zext i16 %101 to i32
  %103 = xor i32 %99, %102
  %104 = getelementptr inbounds [32 x %struct.cell], [32 x %struct.cell]* @cells, i32 0, i32 %94, i32 2
  %105 = load i8, i8* %104, align 2, !tbaa !17
  %106 = zext i8 %105 to i32
  %107 = shl nuw nsw i32 %106, 16
  %108 = xor i32 %103, %107
  %109 = mul i32 %108, 16777619
  %110 = add nuw nsw i32 %94, 1
  %111 = icmp eq i32 %110, 32
  br i1 %111, label %112, label %93, !llvm.loop !22

112:                                              ; preds = %93, %112
  %113 = phi i32 [ %195, %112 ], [ 0, %93 ]
  %114 = phi i32 [ %194, %112 ], [ %109, %93 ]
  %115 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 0
  %116 = load i32, i32* %115, align 4, !tbaa !7
  %117 = xor i32 %116, %114
  %118 = mul i32 %117, 16777619
  %119 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 1
  %120 = load i32, i32* %119, align 4, !tbaa !7
  %121 = xor i32 %120, %118
  %122 = mul i32 %121, 16777619
  %123 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 2
  %124 = load i32, i32* %123, align 4, !tbaa !7
  %125 = xor i32 %124, %122
  %126 = mul i32 %125, 16777619
  %127 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 3
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = xor i32 %128, %126
  %130 = mul i32 %129, 16777619
  %131 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 4
  %132 = load i32, i32* %131, align 4, !tbaa !7
  %133 = xor i32 %132, %130
  %134 = mul i32 %133, 16777619
  %135 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 5
  %136 = load i32, i32* %135, align 4, !tbaa !7
  %137 = xor i32 %136, %134
  %138 = mul i32 %137, 16777619
  %139 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 6
  %140 = load i32, i32* %139, align 4, !tbaa !7
  %141 = xor i32 %140, %138
  %142 = mul i32 %141, 16777619
  %143 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 7
  %144 = load i32, i32* %143, align 4, !tbaa !7
  %145 = xor i32 %144, %142
  %146 = mul i32 %145, 16777619
  %147 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 8
  %148 = load i32, i32* %147, align 4, !tbaa !7
  %149 = xor i32 %148, %146
  %150 = mul i32 %149, 16777619
  %151 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 9
  %152 = load i32, i32* %151, align 4, !tbaa !7
  %153 = xor i32 %152, %150
  %154 = mul i32 %153, 16777619
  %155 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 10
  %156 = load i32, i32* %155, align 4, !tbaa !7
  %157 = xor i32 %156, %154
  %158 = mul i32 %157, 16777619
  %159 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 11
  %160 = load i32, i32* %159, align 4, !tbaa !7
  %161 = xor i32 %160, %158
  %162 = mul i32 %161, 16777619
  %163 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 12
  %164 = load i32, i32* %163, align 4, !tbaa !7
  %165 = xor i32 %164, %162
  %166 = mul i32 %165, 16777619
  %167 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 13
  %168 = load i32, i32* %167, align 4, !tbaa !7
  %169 = xor i32 %168, %166
  %170 = mul i32 %169, 16777619
  %171 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 14
  %172 = load i32, i32* %171, align 4, !tbaa !7
  %173 = xor i32 %172, %170
  %174 = mul i32 %173, 16777619
  %175 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 15
  %176 = load i32, i32* %175, align 4, !tbaa !7
  %177 = xor i32 %176, %174
  %178 = mul i32 %177, 16777619
  %179 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 16
  %180 = load i32, i32* %179, align 4, !tbaa !7
  %181 = xor i32 %180, %178
  %182 = mul i32 %181, 16777619
  %183 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 17
  %184 = load i32, i32* %183, align 4, !tbaa !7
  %185 = xor i32 %184, %182
  %186 = mul i32 %185, 16777619
  %187 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 18
  %188 = load i32, i32* %187, align 4, !tbaa !7
  %189 = xor i32 %188, %186
  %190 = mul i32 %189, 16777619
  %191 = getelementptr inbounds [12 x [20 x i32]], [12 x [20 x i32]]* @grid, i32 0, i32 %113, i32 19
  %192 = load i32, i32* %191, align 4, !tbaa !7
  %193 = xor i32 %192, %190
  %194 = mul i32 %193, 16777619
  %195 = add nuw nsw i32 %113, 1
  %196 = icmp eq i32 %195, 12
  br i1 %196, label %197, label %112, !llvm.loop !23

197:                                              ; preds = %112
  %198 = and i32 %194, 2147483647
  ret i32 %198
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = !{!9, !9, i64 0}
!14 = !{!15, !8, i64 0}
!15 = !{!"cell", !8, i64 0, !12, i64 4, !9, i64 6}
!16 = !{!15, !12, i64 4}
!17 = !{!15, !9, i64 6}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
