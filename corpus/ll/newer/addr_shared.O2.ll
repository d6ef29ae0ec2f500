; ModuleID = 'addr_shared.c'
source_filename = "addr_shared.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cell = type { i32, i16, i8 }

@grid = dso_local local_unnamed_addr global [12 x [20 x i32]] zeroinitializer, align 16
@hist = dso_local local_unnamed_addr global [64 x i32] zeroinitializer, align 16
@h16 = dso_local local_unnamed_addr global [64 x i16] zeroinitializer, align 16
@h8 = dso_local local_unnamed_addr global [64 x i8] zeroinitializer, align 16
@cells = dso_local local_unnamed_addr global [32 x %struct.cell] zeroinitializer, align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bump(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i32, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !2
  %7 = add nsw i32 %6, %2
  store i32 %7, ptr %5, align 4, !tbaa !2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bump16(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds i16, ptr %0, i64 %4
  %6 = load i16, ptr %5, align 2, !tbaa !6
  %7 = trunc i32 %2 to i16
  %8 = add i16 %6, %7
  store i16 %8, ptr %5, align 2, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bump8(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = zext i32 %1 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 %4
  %6 = load i8, ptr %5, align 1, !tbaa !8
  %7 = trunc i32 %2 to i8
  %8 = xor i8 %6, %7
  store i8 %8, ptr %5, align 1, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @touch(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds %struct.cell, ptr %0, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !9
  %7 = add nsw i32 %6, %2
  store i32 %7, ptr %5, align 4, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %5, i64 4
  %9 = load i16, ptr %8, align 4, !tbaa !11
  %10 = trunc i32 %2 to i16
  %11 = sub i16 %9, %10
  store i16 %11, ptr %8, align 4, !tbaa !11
  %12 = and i32 %2, 7
  %13 = shl nuw nsw i32 1, %12
  %14 = getelementptr inbounds i8, ptr %5, i64 6
  %15 = load i8, ptr %14, align 2, !tbaa !12
  %16 = trunc nuw i32 %13 to i8
  %17 = or i8 %15, %16
  store i8 %17, ptr %14, align 2, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local void @grid_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %0 to i64
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %4, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !2
  %8 = add nsw i32 %7, %2
  store i32 %8, ptr %6, align 4, !tbaa !2
  %9 = add nsw i32 %1, 1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %4, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !2
  %13 = xor i32 %12, %2
  store i32 %13, ptr %11, align 4, !tbaa !2
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @prefix(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %30

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = load i32, ptr %0, align 4
  %7 = add nsw i64 %5, -1
  %8 = add nsw i64 %5, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %4
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 4
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 12
  br label %31

16:                                               ; preds = %31, %4
  %17 = phi i32 [ %6, %4 ], [ %46, %31 ]
  %18 = phi i64 [ 1, %4 ], [ %47, %31 ]
  %19 = icmp eq i64 %9, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %16, %20
  %21 = phi i32 [ %26, %20 ], [ %17, %16 ]
  %22 = phi i64 [ %27, %20 ], [ %18, %16 ]
  %23 = phi i64 [ %28, %20 ], [ 0, %16 ]
  %24 = getelementptr inbounds i32, ptr %0, i64 %22
  %25 = load i32, ptr %24, align 4, !tbaa !2
  %26 = add nsw i32 %21, %25
  store i32 %26, ptr %24, align 4, !tbaa !2
  %27 = add nuw nsw i64 %22, 1
  %28 = add i64 %23, 1
  %29 = icmp eq i64 %28, %9
  br i1 %29, label %30, label %20, !llvm.loop !13

30:                                               ; preds = %16, %20, %2
  ret void

31:                                               ; preds = %31, %11
  %32 = phi i32 [ %6, %11 ], [ %46, %31 ]
  %33 = phi i64 [ 1, %11 ], [ %47, %31 ]
  %34 = phi i64 [ 0, %11 ], [ %48, %31 ]
  %35 = getelementptr inbounds i32, ptr %0, i64 %33
  %36 = load i32, ptr %35, align 4, !tbaa !2
  %37 = add nsw i32 %32, %36
  store i32 %37, ptr %35, align 4, !tbaa !2
  %38 = getelementptr inbounds i32, ptr %13, i64 %33
  %39 = load i32, ptr %38, align 4, !tbaa !2
  %40 = add nsw i32 %37, %39
  store i32 %40, ptr %38, align 4, !tbaa !2
  %41 = getelementptr inbounds i32, ptr %14, i64 %33
  %42 = load i32, ptr %41, align 4, !tbaa !2
  %43 = add nsw i32 %40, %42
  store i32 %43, ptr %41, align 4, !tbaa !2
  %44 = getelementptr inbounds i32, ptr %15, i64 %33
  %45 = load i32, ptr %44, align 4, !tbaa !2
  %46 = add nsw i32 %43, %45
  store i32 %46, ptr %44, align 4, !tbaa !2
  %47 = add nuw nsw i64 %33, 4
  %48 = add i64 %34, 4
  %49 = icmp eq i64 %48, %12
  br i1 %49, label %16, label %31, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #3 {
  br label %15

1:                                                ; preds = %1, %72
  %2 = phi i32 [ %73, %72 ], [ %12, %1 ]
  %3 = phi i64 [ 1, %72 ], [ %13, %1 ]
  %4 = getelementptr inbounds i32, ptr @hist, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !2
  %6 = add nsw i32 %2, %5
  store i32 %6, ptr %4, align 4, !tbaa !2
  %7 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @hist, i64 4), i64 %3
  %8 = load i32, ptr %7, align 4, !tbaa !2
  %9 = add nsw i32 %6, %8
  store i32 %9, ptr %7, align 4, !tbaa !2
  %10 = getelementptr inbounds i32, ptr getelementptr inbounds (i8, ptr @hist, i64 8), i64 %3
  %11 = load i32, ptr %10, align 4, !tbaa !2
  %12 = add nsw i32 %9, %11
  store i32 %12, ptr %10, align 4, !tbaa !2
  %13 = add nuw nsw i64 %3, 3
  %14 = icmp eq i64 %13, 64
  br i1 %14, label %74, label %1, !llvm.loop !15

15:                                               ; preds = %0, %15
  %16 = phi i32 [ -1831433054, %0 ], [ %23, %15 ]
  %17 = phi i32 [ 0, %0 ], [ %70, %15 ]
  %18 = shl i32 %16, 13
  %19 = xor i32 %18, %16
  %20 = lshr i32 %19, 17
  %21 = xor i32 %20, %19
  %22 = shl i32 %21, 5
  %23 = xor i32 %22, %21
  %24 = and i32 %23, 63
  %25 = lshr i32 %23, 8
  %26 = and i32 %25, 255
  %27 = add nsw i32 %26, -128
  %28 = zext nneg i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr @hist, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !2
  %31 = add nsw i32 %30, %27
  store i32 %31, ptr %29, align 4, !tbaa !2
  %32 = getelementptr inbounds i16, ptr @h16, i64 %28
  %33 = load i16, ptr %32, align 2, !tbaa !6
  %34 = trunc nsw i32 %27 to i16
  %35 = add i16 %33, %34
  store i16 %35, ptr %32, align 2, !tbaa !6
  %36 = lshr i32 %23, 24
  %37 = getelementptr inbounds i8, ptr @h8, i64 %28
  %38 = load i8, ptr %37, align 1, !tbaa !8
  %39 = trunc nuw i32 %36 to i8
  %40 = xor i8 %38, %39
  store i8 %40, ptr %37, align 1, !tbaa !8
  %41 = lshr i32 %23, 6
  %42 = and i32 %41, 31
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds %struct.cell, ptr @cells, i64 %43
  %45 = load i32, ptr %44, align 8, !tbaa !9
  %46 = add nsw i32 %45, %27
  store i32 %46, ptr %44, align 8, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %44, i64 4
  %48 = load i16, ptr %47, align 4, !tbaa !11
  %49 = sub i16 %48, %34
  store i16 %49, ptr %47, align 4, !tbaa !11
  %50 = and i32 %25, 7
  %51 = shl nuw nsw i32 1, %50
  %52 = getelementptr inbounds i8, ptr %44, i64 6
  %53 = load i8, ptr %52, align 2, !tbaa !12
  %54 = trunc nuw i32 %51 to i8
  %55 = or i8 %53, %54
  store i8 %55, ptr %52, align 2, !tbaa !12
  %56 = lshr i32 %23, 11
  %57 = urem i32 %56, 12
  %58 = lshr i32 %23, 15
  %59 = urem i32 %58, 19
  %60 = zext nneg i32 %57 to i64
  %61 = zext nneg i32 %59 to i64
  %62 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %60, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !2
  %64 = add nsw i32 %63, %27
  store i32 %64, ptr %62, align 4, !tbaa !2
  %65 = add nuw nsw i32 %59, 1
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %60, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !2
  %69 = xor i32 %68, %27
  store i32 %69, ptr %67, align 4, !tbaa !2
  %70 = add nuw nsw i32 %17, 1
  %71 = icmp eq i32 %70, 900
  br i1 %71, label %72, label %15, !llvm.loop !17

72:                                               ; preds = %15
  %73 = load i32, ptr @hist, align 16
  br label %1

74:                                               ; preds = %1, %74
  %75 = phi i64 [ %106, %74 ], [ 0, %1 ]
  %76 = phi i32 [ %105, %74 ], [ -2128831035, %1 ]
  %77 = getelementptr inbounds [64 x i32], ptr @hist, i64 0, i64 %75
  %78 = load i32, ptr %77, align 8, !tbaa !2
  %79 = xor i32 %78, %76
  %80 = mul i32 %79, 16777619
  %81 = getelementptr inbounds [64 x i16], ptr @h16, i64 0, i64 %75
  %82 = load i16, ptr %81, align 4, !tbaa !6
  %83 = zext i16 %82 to i32
  %84 = xor i32 %80, %83
  %85 = mul i32 %84, 16777619
  %86 = getelementptr inbounds [64 x i8], ptr @h8, i64 0, i64 %75
  %87 = load i8, ptr %86, align 2, !tbaa !8
  %88 = zext i8 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = or disjoint i64 %75, 1
  %92 = getelementptr inbounds [64 x i32], ptr @hist, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !2
  %94 = xor i32 %93, %90
  %95 = mul i32 %94, 16777619
  %96 = getelementptr inbounds [64 x i16], ptr @h16, i64 0, i64 %91
  %97 = load i16, ptr %96, align 2, !tbaa !6
  %98 = zext i16 %97 to i32
  %99 = xor i32 %95, %98
  %100 = mul i32 %99, 16777619
  %101 = getelementptr inbounds [64 x i8], ptr @h8, i64 0, i64 %91
  %102 = load i8, ptr %101, align 1, !tbaa !8
  %103 = zext i8 %102 to i32
  %104 = xor i32 %100, %103
  %105 = mul i32 %104, 16777619
  %106 = add nuw nsw i64 %75, 2
  %107 = icmp eq i64 %106, 64
  br i1 %107, label %108, label %74, !llvm.loop !18

108:                                              ; preds = %74, %108
  %109 = phi i64 [ %140, %108 ], [ 0, %74 ]
  %110 = phi i32 [ %139, %108 ], [ %105, %74 ]
  %111 = getelementptr inbounds [32 x %struct.cell], ptr @cells, i64 0, i64 %109
  %112 = load i32, ptr %111, align 16, !tbaa !9
  %113 = xor i32 %112, %110
  %114 = mul i32 %113, 16777619
  %115 = getelementptr inbounds i8, ptr %111, i64 4
  %116 = load i16, ptr %115, align 4, !tbaa !11
  %117 = zext i16 %116 to i32
  %118 = xor i32 %114, %117
  %119 = getelementptr inbounds i8, ptr %111, i64 6
  %120 = load i8, ptr %119, align 2, !tbaa !12
  %121 = zext i8 %120 to i32
  %122 = shl nuw nsw i32 %121, 16
  %123 = xor i32 %118, %122
  %124 = mul i32 %123, 16777619
  %125 = or disjoint i64 %109, 1
  %126 = getelementptr inbounds [32 x %struct.cell], ptr @cells, i64 0, i64 %125
  %127 = load i32, ptr %126, align 8, !tbaa !9
  %128 = xor i32 %127, %124
  %129 = mul i32 %128, 16777619
  %130 = getelementptr inbounds i8, ptr %126, i64 4
  %131 = load i16, ptr %130, align 4, !tbaa !11
  %132 = zext i16 %131 to i32
  %133 = xor i32 %129, %132
  %134 = getelementptr inbounds i8, ptr %126, i64 6
  %135 = load i8, ptr %134, align 2, !tbaa !12
  %136 = zext i8 %135 to i32
  %137 = shl nuw nsw i32 %136, 16
  %138 = xor i32 %133, %137
  %139 = mul i32 %138, 16777619
  %140 = add nuw nsw i64 %109, 2
  %141 = icmp eq i64 %140, 32
  br i1 %141, label %142, label %108, !llvm.loop !19

142:                                              ; preds = %108, %142
  %143 = phi i64 [ %225, %142 ], [ 0, %108 ]
  %144 = phi i32 [ %224, %142 ], [ %139, %108 ]
  %145 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 0
  %146 = load i32, ptr %145, align 16, !tbaa !2
  %147 = xor i32 %146, %144
  %148 = mul i32 %147, 16777619
  %149 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 1
  %150 = load i32, ptr %149, align 4, !tbaa !2
  %151 = xor i32 %150, %148
  %152 = mul i32 %151, 16777619
  %153 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 2
  %154 = load i32, ptr %153, align 8, !tbaa !2
  %155 = xor i32 %154, %152
  %156 = mul i32 %155, 16777619
  %157 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 3
  %158 = load i32, ptr %157, align 4, !tbaa !2
  %159 = xor i32 %158, %156
  %160 = mul i32 %159, 16777619
  %161 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 4
  %162 = load i32, ptr %161, align 16, !tbaa !2
  %163 = xor i32 %162, %160
  %164 = mul i32 %163, 16777619
  %165 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 5
  %166 = load i32, ptr %165, align 4, !tbaa !2
  %167 = xor i32 %166, %164
  %168 = mul i32 %167, 16777619
  %169 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 6
  %170 = load i32, ptr %169, align 8, !tbaa !2
  %171 = xor i32 %170, %168
  %172 = mul i32 %171, 16777619
  %173 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 7
  %174 = load i32, ptr %173, align 4, !tbaa !2
  %175 = xor i32 %174, %172
  %176 = mul i32 %175, 16777619
  %177 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 8
  %178 = load i32, ptr %177, align 16, !tbaa !2
  %179 = xor i32 %178, %176
  %180 = mul i32 %179, 16777619
  %181 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 9
  %182 = load i32, ptr %181, align 4, !tbaa !2
  %183 = xor i32 %182, %180
  %184 = mul i32 %183, 16777619
  %185 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 10
  %186 = load i32, ptr %185, align 8, !tbaa !2
  %187 = xor i32 %186, %184
  %188 = mul i32 %187, 16777619
  %189 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 11
  %190 = load i32, ptr %189, align 4, !tbaa !2
  %191 = xor i32 %190, %188
  %192 = mul i32 %191, 16777619
  %193 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 12
  %194 = load i32, ptr %193, align 16, !tbaa !2
  %195 = xor i32 %194, %192
  %196 = mul i32 %195, 16777619
  %197 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 13
  %198 = load i32, ptr %197, align 4, !tbaa !2
  %199 = xor i32 %198, %196
  %200 = mul i32 %199, 16777619
  %201 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 14
  %202 = load i32, ptr %201, align 8, !tbaa !2
  %203 = xor i32 %202, %200
  %204 = mul i32 %203, 16777619
  %205 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 15
  %206 = load i32, ptr %205, align 4, !tbaa !2
  %207 = xor i32 %206, %204
  %208 = mul i32 %207, 16777619
  %209 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 16
  %210 = load i32, ptr %209, align 16, !tbaa !2
  %211 = xor i32 %210, %208
  %212 = mul i32 %211, 16777619
  %213 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 17
  %214 = load i32, ptr %213, align 4, !tbaa !2
  %215 = xor i32 %214, %212
  %216 = mul i32 %215, 16777619
  %217 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 18
  %218 = load i32, ptr %217, align 8, !tbaa !2
  %219 = xor i32 %218, %216
  %220 = mul i32 %219, 16777619
  %221 = getelementptr inbounds [12 x [20 x i32]], ptr @grid, i64 0, i64 %143, i64 19
  %222 = load i32, ptr %221, align 4, !tbaa !2
  %223 = xor i32 %222, %220
  %224 = mul i32 %223, 16777619
  %225 = add nuw nsw i64 %143, 1
  %226 = icmp eq i64 %225, 12
  br i1 %226, label %227, label %142, !llvm.loop !20

227:                                              ; preds = %142
  %228 = and i32 %224, 2147483647
  ret i32 %228
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
