; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@composite = internal global [3000 x i8] zeroinitializer, align 1
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 1), align 1, !tbaa !7
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), align 1, !tbaa !7
  br label %5

5:                                                ; preds = %0, %18
  %6 = phi i32 [ 4, %0 ], [ %20, %18 ]
  %7 = phi i32 [ 2, %0 ], [ %19, %18 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %6, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %18

13:                                               ; preds = %5, %13
  %14 = phi i32 [ %16, %13 ], [ %6, %5 ]
  %15 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %14
  store i8 1, i8* %15, align 1, !tbaa !7
  %16 = add nuw nsw i32 %14, %7
  %17 = icmp ult i32 %16, 3000
  br i1 %17, label %13, label %18, !llvm.loop !10

18:                                               ; preds = %13, %5
  %19 = add nuw nsw i32 %7, 1
  %20 = mul nsw i32 %19, %19
  %21 = icmp eq i32 %19, 55
  br i1 %21, label %25, label %5, !llvm.loop !13

22:                                               ; preds = %25
  %23 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !14
  %24 = or i32 %23, 1
  store i32 %24, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !14
  br label %30

25:                                               ; preds = %18, %25
  %26 = phi i32 [ %28, %25 ], [ 0, %18 ]
  %27 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %26
  store i32 0, i32* %27, align 4, !tbaa !14
  %28 = add nuw nsw i32 %26, 1
  %29 = icmp eq i32 %28, 94
  br i1 %29, label %22, label %25, !llvm.loop !16

30:                                               ; preds = %22, %56
  %31 = phi i32 [ 9, %22 ], [ %60, %56 ]
  %32 = phi i32 [ 3, %22 ], [ %59, %56 ]
  %33 = phi i32 [ 1, %22 ], [ %57, %56 ]
  %34 = lshr i32 %33, 5
  %35 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4, !tbaa !14
  %37 = shl i32 1, %33
  %38 = and i32 %36, %37
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %30
  %41 = add nsw i32 %31, -1
  %42 = icmp ult i32 %41, 3000
  br i1 %42, label %43, label %56

43:                                               ; preds = %40
  %44 = lshr exact i32 %41, 1
  br label %45

45:                                               ; preds = %43, %45
  %46 = phi i32 [ %53, %45 ], [ %44, %43 ]
  %47 = and i32 %46, 31
  %48 = shl i32 1, %47
  %49 = lshr i32 %46, 5
  %50 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %49
  %51 = load i32, i32* %50, align 4, !tbaa !14
  %52 = or i32 %51, %48
  store i32 %52, i32* %50, align 4, !tbaa !14
  %53 = add nuw i32 %46, %32
  %54 = shl i32 %53, 1
  %55 = icmp ult i32 %54, 3000
  br i1 %55, label %45, label %56, !llvm.loop !17

56:                                               ; preds = %45, %40, %30
  %57 = add nuw nsw i32 %33, 1
  %58 = shl nuw i32 %57, 1
  %59 = or i32 %58, 1
  %60 = mul i32 %59, %59
  %61 = icmp eq i32 %57, 27
  br i1 %61, label %64, label %30, !llvm.loop !18

62:                                               ; preds = %109
  %63 = icmp eq i32 %111, 430
  br i1 %63, label %118, label %117

64:                                               ; preds = %56, %109
  %65 = phi i32 [ %115, %109 ], [ 2, %56 ]
  %66 = phi i32 [ %114, %109 ], [ 2, %56 ]
  %67 = phi i32 [ %113, %109 ], [ 0, %56 ]
  %68 = phi i32 [ %112, %109 ], [ 0, %56 ]
  %69 = phi i32 [ %111, %109 ], [ 0, %56 ]
  %70 = phi i32 [ %110, %109 ], [ -2128831035, %56 ]
  %71 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %65
  %72 = load i8, i8* %71, align 1, !tbaa !7
  %73 = icmp eq i8 %72, 0
  %74 = icmp eq i32 %65, 2
  br i1 %74, label %87, label %75

75:                                               ; preds = %64
  %76 = and i32 %65, 1
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %87, label %78

78:                                               ; preds = %75
  %79 = lshr i32 %65, 6
  %80 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %79
  %81 = load i32, i32* %80, align 4, !tbaa !14
  %82 = lshr i32 %65, 1
  %83 = and i32 %82, 31
  %84 = shl i32 1, %83
  %85 = and i32 %81, %84
  %86 = icmp eq i32 %85, 0
  br label %87

87:                                               ; preds = %75, %78, %64
  %88 = phi i1 [ true, %64 ], [ false, %75 ], [ %86, %78 ]
  %89 = xor i1 %73, %88
  br i1 %89, label %90, label %91

90:                                               ; preds = %87
  call void @abort() #3
  br label %91

91:                                               ; preds = %90, %87
  br i1 %73, label %92, label %109

92:                                               ; preds = %91
  %93 = add i32 %69, 1
  %94 = icmp ugt i32 %65, 4
  br i1 %94, label %95, label %102

95:                                               ; preds = %92
  %96 = add nsw i32 %65, -2
  %97 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1, !tbaa !7
  %99 = icmp eq i8 %98, 0
  %100 = zext i1 %99 to i32
  %101 = add i32 %68, %100
  br label %102

102:                                              ; preds = %95, %92
  %103 = phi i32 [ %68, %92 ], [ %101, %95 ]
  %104 = sub i32 %65, %66
  %105 = icmp ugt i32 %104, %67
  %106 = select i1 %105, i32 %104, i32 %67
  %107 = xor i32 %65, %70
  %108 = mul i32 %107, 16777619
  br label %109

109:                                              ; preds = %91, %102
  %110 = phi i32 [ %108, %102 ], [ %70, %91 ]
  %111 = phi i32 [ %93, %102 ], [ %69, %91 ]
  %112 = phi i32 [ %103, %102 ], [ %68, %91 ]
  %113 = phi i32 [ %106, %102 ], [ %67, %91 ]
  %114 = phi i32 [ %65, %102 ], [ %66, %91 ]
  %115 = add nuw nsw i32 %65, 1
  %116 = icmp eq i32 %115, 3000
  br i1 %116, label %62, label %64, !llvm.loop !19

117:                                              ; preds = %62
  call void @abort() #3
  br label %118

118:                                              ; preds = %117, %62
  %119 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %119) #4
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi i32 [ %111, %118 ], [ %124, %120 ]
  %122 = phi i32 [ 0, %118 ], [ %129, %120 ]
  %123 = freeze i32 %121
  %124 = udiv i32 %123, 10
  %125 = mul i32 %124, 10
  %126 = sub i32 %123, %125
  %127 = trunc i32 %126 to i8
  %128 = or i8 %127, 48
  %129 = add nuw nsw i32 %122, 1
  %130 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %122
  store i8 %128, i8* %130, align 1, !tbaa !7
  %131 = icmp ult i32 %121, 10
  br i1 %131, label %132, label %120, !llvm.loop !20

132:                                              ; preds = %120, %132
  %133 = phi i32 [ %134, %132 ], [ %129, %120 ]
  %134 = add nsw i32 %133, -1
  %135 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %134
  %136 = load i8, i8* %135, align 1, !tbaa !7
  %137 = zext i8 %136 to i32
  %138 = call i32 @putchar(i32 noundef %137) #3
  %139 = icmp eq i32 %134, 0
  br i1 %139, label %140, label %132, !llvm.loop !21

140:                                              ; preds = %132
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %119) #4
  %141 = call i32 @putchar(i32 noundef 32) #3
  %142 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %142) #4
  br label %143

143:                                              ; preds = %143, %140
  %144 = phi i32 [ %112, %140 ], [ %147, %143 ]
  %145 = phi i32 [ 0, %140 ], [ %152, %143 ]
  %146 = freeze i32 %144
  %147 = udiv i32 %146, 10
  %148 = mul i32 %147, 10
  %149 = sub i32 %146, %148
  %150 = trunc i32 %149 to i8
  %151 = or i8 %150, 48
  %152 = add nuw nsw i32 %145, 1
  %153 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %145
  store i8 %151, i8* %153, align 1, !tbaa !7
  %154 = icmp ult i32 %144, 10
  br i1 %154, label %155, label %143, !llvm.loop !20

155:                                              ; preds = %143, %155
  %156 = phi i32 [ %157, %155 ], [ %152, %143 ]
  %157 = add nsw i32 %156, -1
  %158 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %157
  %159 = load i8, i8* %158, align 1, !tbaa !7
  %160 = zext i8 %159 to i32
  %161 = call i32 @putchar(i32 noundef %160) #3
  %162 = icmp eq i32 %157, 0
  br i1 %162, label %163, label %155, !llvm.loop !21

163:                                              ; preds = %155
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %142) #4
  %164 = call i32 @putchar(i32 noundef 32) #3
  %165 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %165) #4
  br label %166

166:                                              ; preds = %166, %163
  %167 = phi i32 [ %113, %163 ], [ %170, %166 ]
  %168 = phi i32 [ 0, %163 ], [ %175, %166 ]
  %169 = freeze i32 %167
  %170 = udiv i32 %169, 10
  %171 = mul i32 %170, 10
  %172 = sub i32 %169, %171
  %173 = trunc i32 %172 to i8
  %174 = or i8 %173, 48
  %175 = add nuw nsw i32 %168, 1
  %176 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %168
  store i8 %174, i8* %176, align 1, !tbaa !7
  %177 = icmp ult i32 %167, 10
  br i1 %177, label %178, label %166, !llvm.loop !20

178:                                              ; preds = %166, %178
  %179 = phi i32 [ %180, %178 ], [ %175, %166 ]
  %180 = add nsw i32 %179, -1
  %181 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %180
  %182 = load i8, i8* %181, align 1, !tbaa !7
  %183 = zext i8 %182 to i32
  %184 = call i32 @putchar(i32 noundef %183) #3
  %185 = icmp eq i32 %180, 0
  br i1 %185, label %186, label %178, !llvm.loop !21

186:                                              ; preds = %178
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %165) #4
  %187 = call i32 @putchar(i32 noundef 10) #3
  %188 = xor i32 %112, %110
  %189 = shl i32 %113, 16
  %190 = xor i32 %188, %189
  %191 = mul i32 %190, 16777619
  %192 = and i32 %191, 2147483647
  call void @exit(i32 noundef %192) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
!20 = distinct !{!20, !11, !12}
!21 = distinct !{!21, !11, !12}
